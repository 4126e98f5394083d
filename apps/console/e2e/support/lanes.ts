/**
 * Many short browser runs (the machines' model paths) side by side, each on a freshly loaded
 * page: a few lanes, each one guarded context with Playwright's clock installed and one tab. A
 * test takes a free lane (waiting when all are busy) once its tab has loaded the start page
 * anew (`prepare`: a new document, so new app state); when the test ends, its routes are
 * removed and the lane loads the next document while other lanes run tests.
 *
 * Why not a new context or tab per run: on the 2-core CI machine, 130 runs each opening a tab
 * (or a context with a cold cache) cost about a third more CPU than loading a new document in a
 * warm tab. A context has one clock, so a test that moves time has its lane to itself. Use
 * with `it.concurrent`, and wait with `settle` rather than `expect.poll` (which must know the
 * running test).
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import {
  expectNoFindings,
  newGuardedContext,
  watchPage,
  type GuardFindings,
  type OpenPageOptions,
} from "./browser";
import { e2eEnv } from "./env";

interface Lane {
  readonly context: BrowserContext;
  readonly findings: GuardFindings;
  /** The lane's tab: each test gets a new document in it. */
  readonly page: Page;
  /** The load of the next test's document, under way or done. */
  ready: Promise<void>;
}

export interface LaneOptions {
  readonly count: number;
  /** The contexts' options (awaited once, in beforeAll, before anything loads). */
  readonly context: () => Promise<OpenPageOptions>;
  /** Sets up each lane's context once, before its tab opens (e.g. `leaveUnanswered`). */
  readonly setUp?: (context: BrowserContext) => Promise<void>;
  /** Loads the page where every test starts (time flows meanwhile). */
  readonly prepare: (page: Page) => Promise<void>;
}

export interface Lanes {
  /** Runs `test` on a freshly loaded page, then fails on what the lane's guards caught. */
  run(test: (page: Page) => Promise<void>): Promise<void>;
}

/** Registers the file's hooks and returns the lanes. */
export function lanes({ count, context, setUp, prepare }: LaneOptions): Lanes {
  let browser: Browser | undefined;
  const free: Lane[] = [];
  const waiting: ((lane: Lane) => void)[] = [];

  const acquire = (): Promise<Lane> => {
    const lane = free.shift();
    if (lane !== undefined) return Promise.resolve(lane);
    return new Promise((resolve) => waiting.push(resolve));
  };
  const release = (lane: Lane): void => {
    const next = waiting.shift();
    if (next === undefined) free.push(lane);
    else next(lane);
  };

  const load = async (lane: Pick<Lane, "context" | "page">): Promise<void> => {
    // The last test may have stopped time; a page loads with time flowing.
    await lane.context.clock.resume();
    await prepare(lane.page);
  };
  const loadAhead = (lane: Pick<Lane, "context" | "page">): Promise<void> => {
    const ready = load(lane);
    // A load no test waits for (after the last one) may fail as the browser closes.
    ready.catch(() => undefined);
    return ready;
  };

  beforeAll(async () => {
    const connected = await chromium.connect(e2eEnv().wsEndpoint);
    browser = connected;
    const options = await context();
    for (let index = 0; index < count; index += 1) {
      const findings: GuardFindings = { blocked: [], pageErrors: [], cspViolations: [] };
      const made = await newGuardedContext(connected, options, findings);
      await made.clock.install();
      await setUp?.(made);
      const lane = { context: made, findings, page: watchPage(await made.newPage(), findings) };
      free.push({ ...lane, ready: loadAhead(lane) });
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    async run(test) {
      const lane = await acquire();
      try {
        await lane.ready;
        try {
          await test(lane.page);
        } finally {
          // What the test routed stays with it: the next document starts clean.
          await lane.page.unrouteAll({ behavior: "ignoreErrors" });
        }
        expectNoFindings(lane.findings);
      } finally {
        lane.findings.blocked.splice(0);
        lane.findings.pageErrors.splice(0);
        lane.ready = loadAhead(lane);
        release(lane);
      }
    },
  };
}
