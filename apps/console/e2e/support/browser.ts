/**
 * The browser side of a test file: one connection to the shared Chromium per file, and a fresh
 * browser context per page a test opens, closed after the test. Every context allows traffic to
 * the loopback server only (anything else fails in the browser and fails the test) and fails the test on an
 * uncaught error in the page or on anything the server's Content-Security-Policy refused.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { SESSION_STORAGE_KEY } from "../../src/services/token-store";
import { UI_TIMEOUT_MS } from "./console-page";
import { e2eEnv } from "./env";
import type { SignedIn } from "./api";
import { DEFAULT_VIEWPORT, LOCALE, LOOPBACK_ONLY, TIMEZONE } from "./context-defaults";
import { warmContext } from "./warm-context";

export interface OpenPageOptions {
  /** A token to find in storage on the first load, as the console keeps it after a sign-in. */
  readonly session?: SignedIn;
  readonly viewport?: { readonly width: number; readonly height: number };
  /** The client address the server sees (X-Forwarded-For; the e2e server trusts loopback). */
  readonly clientAddress?: string;
  /** Another server than the suite's, for a test file that starts its own (decision 0070). */
  readonly baseUrl?: string;
  /**
   * A new context of its own instead of the shared warm profile: for a test that uses
   * Playwright's clock, which belongs to the context (warm-context.ts).
   */
  readonly ownContext?: boolean;
}

export interface BrowserFixture {
  /** A new page in a new context, with the guards installed. */
  openPage(options?: OpenPageOptions): Promise<Page>;
}

/**
 * Any address but the loopback server's. A `blob:` URL of a loopback origin (a download the
 * console made, whose read fails when the test moves on and the console revokes it) and a
 * `data:` URL never leave the browser.
 */
const OFF_LOOPBACK =
  /^(?!data:)(?!(?:blob:)?(?:https?|wss?):\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?:[:/?#]|$))/;

/** Records the failed requests of `target` that went off the loopback server (LOOPBACK_ONLY). */
function guardRequests(target: BrowserContext | Page, findings: GuardFindings): void {
  target.on("requestfailed", (request) => {
    if (OFF_LOOPBACK.test(request.url())) findings.blocked.push(request.url());
  });
}

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
 * storage when given), allowing traffic to the loopback server only (its HTTP cache stays on);
 * what its guards catch is
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
    locale: LOCALE,
    timezoneId: TIMEZONE,
    viewport: options.viewport ?? DEFAULT_VIEWPORT,
    reducedMotion: "reduce",
    serviceWorkers: "block",
    proxy: LOOPBACK_ONLY,
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
  guardRequests(context, findings);
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

/**
 * Whether a test's first page opens in the suite's shared warm profile (`warm-context.ts`)
 * rather than in a new context: on unless `E2E_WARM_CONTEXT=0` (decisions 0068, 0075, 0084).
 */
const WARM_CONTEXT = process.env.E2E_WARM_CONTEXT !== "0";

/**
 * Registers the file's hooks (connect, end each test's pages and contexts, check the guards).
 * A test's first page opens in the shared warm profile, reset for the test, whoever it signs
 * in (the API's answers vary by `Authorization`) and also without a session (a test that signs
 * in through the form); any further page of the same test gets a new context of its own, so two
 * pages of a test never share storage, and so does a page on another server or one asked for
 * with `ownContext` (a test that moves Playwright's clock).
 */
export function browserFixture(): BrowserFixture {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const findings: GuardFindings = { blocked: [], pageErrors: [], cspViolations: [] };
  const connected = (): Browser => {
    if (browser === undefined) throw new Error("browserFixture: the browser is not connected yet");
    return browser;
  };
  const warm = warmContext(findings, watchPage, (page) => {
    guardRequests(page, findings);
  });
  let warmPageOpened = false;

  beforeAll(async () => {
    browser = await chromium.connect(e2eEnv().wsEndpoint);
  });
  afterAll(async () => {
    await warm.close();
    await browser?.close();
  });
  afterEach(async () => {
    const open = contexts.splice(0);
    await Promise.all([warm.endTest(), ...open.map((context) => context.close())]);
    warmPageOpened = false;
    expectNoFindings(findings);
  });

  return {
    async openPage(options = {}) {
      // A page on another server (a file's own, `baseUrl`) gets a new context: the warm
      // profile resets and seeds the suite server's origin only.
      if (
        WARM_CONTEXT &&
        !warmPageOpened &&
        options.baseUrl === undefined &&
        options.ownContext !== true
      ) {
        warmPageOpened = true;
        return warm.openPage(options);
      }
      const context = await newGuardedContext(connected(), options, findings);
      contexts.push(context);
      return watchPage(await context.newPage(), findings);
    },
  };
}
