/**
 * One browser context a test file's tests take turns in (decision 0068), so a test's first page
 * loads the console from a warm HTTP cache (with V8's code cache) instead of compiling every
 * script again in a new context: in a new context a page with the console costs about 8 CPU
 * seconds, a new page in the warm one about 3.5.
 *
 * What a test may see of the one before it is cleared before its page opens: that page and every
 * other of the context are closed, and the cookies, permissions and the server origin's storage
 * (local storage, IndexedDB, Cache Storage, service workers, file systems) are removed; the
 * session, viewport and client address of the test's options are then set on the new page. The
 * HTTP cache stays (the server revalidates every API read: `Cache-Control: no-cache` with
 * `Last-Modified`, or `no-store`).
 *
 * A keeper page stays open between tests, on a static file of the server (decision 0076): a
 * context whose last page closes loses what made it warm, and with `--process-per-site` the next
 * test's page joins the keeper's renderer process instead of starting one. Measured on /subs: a
 * new page in a context with no page left costs 5.3 CPU s, with the keeper 2.1–2.6 (a new
 * context 5.1–5.8, the same tab navigating again 1.0–1.3). A test that touches what a context keeps and a page cannot
 * reset — Playwright's clock — leaves the context behind: the next test gets a new one.
 */
import type { BrowserContext, Page } from "playwright-core";
import { SESSION_STORAGE_KEY } from "../../src/services/token-store";
import type { GuardFindings, OpenPageOptions } from "./browser";
import { e2eEnv } from "./env";

/** The origin's storage a test leaves behind (Storage.clearDataForOrigin's types). */
const ORIGIN_STORAGE =
  "cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,websql";
/**
 * A static file of the server the keeper page shows: it holds the server origin's renderer
 * process (Chromium runs with `--process-per-site`), with nothing of the console running in it.
 */
const KEEPER_PATH = "/brand/canvass.svg";
/** The session storage key that says the tab's session was seeded (the console uses none). */
const SEEDED_MARKER = "canvass-e2e/session-seeded";

export interface WarmContext {
  /** The test's first page: in the file's warm context, reset for this test. */
  openPage(options: OpenPageOptions): Promise<Page>;
  /** Closes the test's pages (the context stays for the next test unless it was left behind). */
  endTest(): Promise<void>;
  /** Closes the context (after the file). */
  close(): Promise<void>;
}

export function warmContext(
  newContext: (options: OpenPageOptions) => Promise<BrowserContext>,
  findings: GuardFindings,
  watch: (page: Page, findings: GuardFindings) => Page,
): WarmContext {
  let context: BrowserContext | undefined;
  /** The context keeps something of a test that a reset cannot undo. */
  let leftBehind = false;
  let used = false;
  /** The page that keeps the context, and its renderer process, alive between tests. */
  let keeper: Page | undefined;

  const reset = async (page: Page): Promise<void> => {
    const { baseUrl } = e2eEnv();
    await context?.clearCookies();
    await context?.clearPermissions();
    const cdp = await page.context().newCDPSession(page);
    try {
      await cdp.send("Storage.clearDataForOrigin", {
        origin: new URL(baseUrl).origin,
        storageTypes: ORIGIN_STORAGE,
      });
    } finally {
      await cdp.detach();
    }
  };

  /**
   * The session in local storage before the page's first document runs, as a new context's
   * `storageState` puts it: an init script writes it in the first document at the server's
   * origin only (a tab's session storage remembers that it did), so a sign-out and reload stay
   * signed out.
   */
  const seedSession = async (page: Page, options: OpenPageOptions): Promise<void> => {
    const session = options.session;
    if (session === undefined) return;
    await page.addInitScript(
      ({ origin, key, value, marker }) => {
        if (window !== window.top || location.origin !== origin) return;
        if (sessionStorage.getItem(marker) !== null) return;
        sessionStorage.setItem(marker, "1");
        localStorage.setItem(key, value);
      },
      {
        origin: new URL(e2eEnv().baseUrl).origin,
        key: SESSION_STORAGE_KEY,
        value: JSON.stringify({ token: session.token, playerId: session.player }),
        marker: SEEDED_MARKER,
      },
    );
  };

  return {
    async openPage(options) {
      if (context === undefined) {
        context = await newContext({});
        keeper = await context.newPage();
        await keeper.goto(KEEPER_PATH);
      }
      const page = await context.newPage();
      if (used) await reset(page);
      used = true;
      await seedSession(page, options);
      if (options.viewport !== undefined) await page.setViewportSize(options.viewport);
      if (options.clientAddress !== undefined) {
        await page.setExtraHTTPHeaders({ "X-Forwarded-For": options.clientAddress });
      }
      // Playwright's clock is the context's: a test that uses it leaves the context behind.
      const owner = context;
      Object.defineProperty(page, "clock", {
        get: () => {
          leftBehind = true;
          return owner.clock;
        },
      });
      return watch(page, findings);
    },
    async endTest() {
      if (context === undefined) return;
      const open = context;
      if (leftBehind) {
        context = undefined;
        keeper = undefined;
        leftBehind = false;
        used = false;
        await open.close();
        return;
      }
      await Promise.all(open.pages().flatMap((page) => (page === keeper ? [] : [page.close()])));
    },
    async close() {
      await context?.close();
      context = undefined;
      keeper = undefined;
    },
  };
}
