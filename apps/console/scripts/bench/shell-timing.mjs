// Time to a rendered, interactive shell: with a stored session, open `/` in a fresh context (cold
// HTTP cache) and take `performance.now()` (milliseconds since navigation start) at the first
// frame where the side menu shows its entries and the top bar's search field is visible and
// enabled. The console redirects `/` to the home page in the same document, so one clock counts.

/** Runs in the page every animation frame until the shell is ready; then answers the time. */
function shellReadyAt() {
  const { document } = globalThis;
  const shown = (element) => element !== null && element.checkVisibility();
  const nav = document.getElementById("side-nav");
  const search = document.querySelector('form[role="search"] input[type="search"]');
  const ready =
    shown(nav) && nav.querySelector("a[href]") !== null && shown(search) && !search.disabled;
  return ready ? performance.now() : false;
}

export async function measureShellTime(browser, { baseUrl, storageState, timeoutMs = 30_000 }) {
  const context = await browser.newContext({ baseURL: baseUrl, storageState });
  try {
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "commit" });
    const handle = await page.waitForFunction(shellReadyAt, undefined, {
      polling: "raf",
      timeout: timeoutMs,
    });
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
