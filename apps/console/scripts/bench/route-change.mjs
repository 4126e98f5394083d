// A route change as the side menu's link makes one, for the benches that time a screen from a
// light one: a fresh context with the stored session (cold HTTP cache), the light screen drawn,
// then a history entry and a popstate event, with `globalThis.__benchStart` set at that moment
// (a page-side wait counts from it).

/** A fresh browser context for a bench run: the stored session, a 1280 × 900 window. */
export function benchContext(browser, { baseUrl, storageState }) {
  return browser.newContext({
    baseURL: baseUrl,
    storageState,
    viewport: { width: 1280, height: 900 },
  });
}

/** Opens `path` (a light screen) and waits for its side menu. */
export async function openLightScreen(page, path) {
  await page.goto(path, { waitUntil: "networkidle" });
  await page.locator("#side-nav a[href]").first().waitFor();
}

/** Sends the router to `path` the way the menu's link does; `__benchStart` marks the moment. */
export async function changeRoute(page, path) {
  await page.evaluate((target) => {
    const { history, window } = globalThis;
    globalThis.__benchStart = performance.now();
    history.pushState({}, "", target);
    window.dispatchEvent(new globalThis.PopStateEvent("popstate", { state: {} }));
  }, path);
}
