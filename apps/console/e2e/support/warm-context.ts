/**
 * A test's first page, in the suite's shared warm profile (support/shared-profile.ts; decisions
 * 0068, 0076, 0084): one context for every test file and user, reached over the DevTools
 * protocol, so the page loads the console from an HTTP cache (with V8's code cache) that the
 * whole run filled. A new incognito context compiles every script again: about 5 Chromium CPU s
 * more for each first load.
 *
 * What a test may see of the ones before it is cleared before its page opens: the cookies,
 * permissions and the server origin's storage (local storage, IndexedDB, Cache Storage, service
 * workers, file systems) are removed, and the pages the file opened there were closed after its
 * last test. The session, viewport and client address of the test's options are then set on the
 * new page. The HTTP cache stays: the server revalidates every API read (`Cache-Control:
 * no-cache` with `Last-Modified`, or `no-store`), and its answers vary by `Authorization`, so a
 * user never gets another's stored answer.
 *
 * Playwright's clock belongs to a context, and the shared one cannot be given back: a test that
 * moves time asks for a context of its own (`openPage({ ownContext: true })`).
 */
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { SESSION_STORAGE_KEY } from "../../src/services/token-store";
import type { GuardFindings, OpenPageOptions } from "./browser";
import { UI_TIMEOUT_MS } from "./console-page";
import { DEFAULT_VIEWPORT } from "./context-defaults";
import { e2eEnv } from "./env";
import { KEEPER_PATH } from "./shared-profile";

/** The origin's storage a test leaves behind (Storage.clearDataForOrigin's types). */
const ORIGIN_STORAGE =
  "cookies,local_storage,indexeddb,cache_storage,service_workers,file_systems,websql";
/** The session storage key that says the tab's session was seeded (the console uses none). */
const SEEDED_MARKER = "canvass-e2e/session-seeded";

export interface WarmContext {
  /** The test's first page: in the shared warm profile, reset for this test. */
  openPage(options: OpenPageOptions): Promise<Page>;
  /** Closes the test's pages of the shared profile. */
  endTest(): Promise<void>;
  /** Leaves the shared profile (after the file); the profile and its cache stay for the next. */
  close(): Promise<void>;
}

/** Fails a test that reaches for the shared context's clock, naming what to do instead. */
function refuseClock(page: Page): void {
  Object.defineProperty(page, "clock", {
    get: () => {
      throw new Error(
        "page.clock: the clock belongs to the context, and this page is in the shared warm " +
          "profile; open it with openPage({ ownContext: true }).",
      );
    },
  });
}

/** `page.goto("/subs")` as in a context with `baseURL` (the shared context has none). */
function resolveGotoAgainst(page: Page, baseUrl: string): void {
  const goto = page.goto.bind(page);
  page.goto = (url, options) => goto(new URL(url, baseUrl).href, options);
}

export function warmContext(
  findings: GuardFindings,
  watch: (page: Page, findings: GuardFindings) => Page,
  /** Records the page's requests off the loopback server (a new context's guard does it for its pages). */
  guardRequests: (page: Page) => void,
): WarmContext {
  let connection: Promise<{ browser: Browser; context: BrowserContext }> | undefined;
  const opened: Page[] = [];

  const connect = () => {
    connection ??= (async () => {
      const browser = await chromium.connectOverCDP(e2eEnv().warmCdpUrl);
      const context = browser.contexts()[0];
      if (context === undefined) throw new Error("the shared warm profile has no context");
      return { browser, context };
    })();
    return connection;
  };

  const reset = async (context: BrowserContext, page: Page): Promise<void> => {
    await context.clearCookies();
    await context.clearPermissions();
    const cdp = await context.newCDPSession(page);
    try {
      await cdp.send("Storage.clearDataForOrigin", {
        origin: new URL(e2eEnv().baseUrl).origin,
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
      const { context } = await connect();
      const page = await context.newPage();
      opened.push(page);
      page.setDefaultTimeout(UI_TIMEOUT_MS);
      guardRequests(page);
      await reset(context, page);
      await seedSession(page, options);
      await page.setViewportSize(options.viewport ?? DEFAULT_VIEWPORT);
      await page.emulateMedia({ reducedMotion: "reduce" });
      if (options.clientAddress !== undefined) {
        await page.setExtraHTTPHeaders({ "X-Forwarded-For": options.clientAddress });
      }
      resolveGotoAgainst(page, e2eEnv().baseUrl);
      refuseClock(page);
      return watch(page, findings);
    },
    async endTest() {
      if (connection === undefined) return;
      const { context } = await connection;
      // The test's pages, and any it opened (a popup): every page but the run's keeper.
      const pages = new Set([...opened.splice(0), ...context.pages()]);
      await Promise.all(
        [...pages].flatMap((page) =>
          page.isClosed() || new URL(page.url(), "http://x").pathname === KEEPER_PATH
            ? []
            : [page.close()],
        ),
      );
    },
    async close() {
      if (connection === undefined) return;
      const { browser } = await connection;
      connection = undefined;
      // A connection over the DevTools protocol: this disconnects, the profile stays.
      await browser.close();
    },
  };
}
