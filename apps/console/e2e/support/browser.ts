/**
 * The browser side of a test file: one connection to the shared Chromium per file, and a fresh
 * browser context per page a test opens, closed after the test. Every context allows traffic to
 * the loopback server only (anything else is aborted and fails the test) and fails the test on an
 * uncaught error in the page or on anything the server's Content-Security-Policy refused.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { SESSION_STORAGE_KEY } from "../../src/services/token-store";
import { UI_TIMEOUT_MS } from "./console-page";
import { e2eEnv } from "./env";
import type { SignedIn } from "./api";

export interface OpenPageOptions {
  /** A token to find in storage on the first load, as the console keeps it after a sign-in. */
  readonly session?: SignedIn;
  readonly viewport?: { readonly width: number; readonly height: number };
  /** The client address the server sees (X-Forwarded-For; the e2e server trusts loopback). */
  readonly clientAddress?: string;
  /** Another server than the suite's, for a test file that starts its own (decision 0070). */
  readonly baseUrl?: string;
}

export interface BrowserFixture {
  /** A new page in a new context, with the guards installed. */
  openPage(options?: OpenPageOptions): Promise<Page>;
}

/**
 * Any address but the loopback server's. A pattern rather than a function, so Playwright's
 * server matches it and only requests going elsewhere reach the test process: every request
 * of every page crossing over twice made the page loads several times as costly in CPU.
 */
const OFF_LOOPBACK = /^(?!(?:https?|wss?):\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?:[:/?#]|$))/;

/** The console stores `{ token, playerId }` (see src/services/token-store.ts). */
function storedSession(session: SignedIn) {
  return [
    {
      name: SESSION_STORAGE_KEY,
      value: JSON.stringify({ token: session.token, playerId: session.player }),
    },
  ];
}

/** What a context's guards caught: requests off the loopback server, uncaught page errors, CSP refusals. */
export interface GuardFindings {
  readonly blocked: string[];
  readonly pageErrors: string[];
  readonly cspViolations: string[];
}

/** Chromium reports each CSP refusal as a console error. */
const CSP_VIOLATION = /Content Security Policy/i;

/**
 * A new context as every test gets one (en-CA, Toronto time, reduced motion, the session in
 * storage when given), allowing traffic to the loopback server only; what its guards catch is
 * pushed to `findings`. Each page needs `watchPage` for its uncaught errors.
 */
export async function newGuardedContext(
  browser: Browser,
  options: OpenPageOptions,
  findings: GuardFindings,
): Promise<BrowserContext> {
  const baseUrl = options.baseUrl ?? e2eEnv().baseUrl;
  const context = await browser.newContext({
    baseURL: baseUrl,
    locale: "en-CA",
    timezoneId: "America/Toronto",
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: "reduce",
    serviceWorkers: "block",
    ...(options.clientAddress === undefined
      ? {}
      : { extraHTTPHeaders: { "X-Forwarded-For": options.clientAddress } }),
    ...(options.session === undefined
      ? {}
      : {
          storageState: {
            cookies: [],
            origins: [{ origin: baseUrl, localStorage: storedSession(options.session) }],
          },
        }),
  });
  context.setDefaultTimeout(UI_TIMEOUT_MS);
  await context.route(OFF_LOOPBACK, (route) => {
    findings.blocked.push(route.request().url());
    return route.abort("blockedbyclient");
  });
  return context;
}

/** Records the page's uncaught errors and CSP refusals in `findings`. */
export function watchPage(page: Page, findings: GuardFindings): Page {
  page.on("pageerror", (error) => findings.pageErrors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error" && CSP_VIOLATION.test(message.text())) {
      findings.cspViolations.push(message.text());
    }
  });
  return page;
}

/** Fails the test with what the guards caught, and forgets it. */
export function expectNoFindings(findings: GuardFindings): void {
  const offLoopback = findings.blocked.splice(0);
  const errors = findings.pageErrors.splice(0);
  const refused = findings.cspViolations.splice(0);
  expect(offLoopback, "requests off the loopback server").toEqual([]);
  expect(errors, "uncaught errors in the page").toEqual([]);
  expect(refused, "requests and code refused by the Content-Security-Policy").toEqual([]);
}

/** Registers the file's hooks (connect, close each test's contexts, check the guards). */
export function browserFixture(): BrowserFixture {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const findings: GuardFindings = { blocked: [], pageErrors: [], cspViolations: [] };

  beforeAll(async () => {
    browser = await chromium.connect(e2eEnv().wsEndpoint);
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const open = contexts.splice(0);
    await Promise.all(open.map((context) => context.close()));
    expectNoFindings(findings);
  });

  return {
    async openPage(options = {}) {
      if (browser === undefined)
        throw new Error("browserFixture: the browser is not connected yet");
      const context = await newGuardedContext(browser, options, findings);
      contexts.push(context);
      return watchPage(await context.newPage(), findings);
    },
  };
}
