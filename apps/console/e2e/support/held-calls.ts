/**
 * API calls a test holds in the browser and answers itself, when it chooses: Playwright routes
 * the matching requests to the test instead of the server. For outcomes and timings the real
 * server cannot be told to produce (a failing search, an answer arriving after a newer term was
 * typed); everything else still goes to the server.
 */
import type { Page, Request, Route } from "playwright-core";
import { settle } from "./settle";

export interface HeldAnswer {
  readonly status: number;
  readonly json: unknown;
}

export interface HeldCall {
  readonly url: URL;
  readonly method: string;
  /** The request's JSON body (`undefined` without one). */
  readonly body: unknown;
  /** Answered by the test. */
  readonly answered: boolean;
  /** The page gave up on it (its AbortController fired, or it navigated away). */
  readonly cancelled: boolean;
  /** Answers the call; throws when it cannot be delivered. */
  answer(answer: HeldAnswer): Promise<void>;
  /**
   * Answers a call the console may already have given up on: an aborted request has nowhere to
   * deliver the answer, which is what a late answer amounts to in a browser.
   */
  answerLate(answer: HeldAnswer): Promise<void>;
}

export interface HeldCalls {
  /** Every held call so far, oldest first. */
  readonly calls: readonly HeldCall[];
  /** Waits until `calls` has more than `count` entries and returns the newest. */
  after(count: number): Promise<HeldCall>;
  /** Stops holding: later calls go to the server again. */
  release(): Promise<void>;
}

function jsonBody(request: Request): unknown {
  const text = request.postData();
  return text === null || text === "" ? undefined : (JSON.parse(text) as unknown);
}

class Held implements HeldCall {
  readonly url: URL;
  readonly method: string;
  readonly body: unknown;
  answered = false;
  cancelled = false;

  constructor(
    private readonly route: Route,
    readonly request: Request,
  ) {
    this.url = new URL(request.url());
    this.method = request.method();
    this.body = jsonBody(request);
  }

  async answer({ status, json }: HeldAnswer): Promise<void> {
    if (this.answered) throw new Error(`${this.method} ${this.url.pathname} was answered already`);
    this.answered = true;
    await this.route.fulfill({ status, json });
  }

  async answerLate(answer: HeldAnswer): Promise<void> {
    try {
      await this.answer(answer);
    } catch (error) {
      if (!this.cancelled) throw error;
    }
  }
}

/**
 * Holds every request of the page to an address that `matches` made with `method`. A pattern,
 * not a function: Playwright's server then hands only those requests to the test process.
 */
export async function holdCalls(page: Page, matches: RegExp, method = "GET"): Promise<HeldCalls> {
  const calls: Held[] = [];
  const onFailed = (request: Request) => {
    const call = calls.find((held) => held.request === request);
    if (call !== undefined) call.cancelled = true;
  };
  const hold = (route: Route, request: Request) => {
    if (request.method() !== method) return route.fallback();
    calls.push(new Held(route, request));
    return undefined;
  };
  page.on("requestfailed", onFailed);
  await page.route(matches, hold);
  return {
    calls,
    async after(count) {
      await settle(
        () => calls.length,
        (length) => length > count,
        "a held API call",
      );
      const newest = calls.at(-1);
      if (newest === undefined) throw new Error("no held call");
      return newest;
    },
    async release() {
      page.off("requestfailed", onFailed);
      await page.unroute(matches, hold);
    },
  };
}
