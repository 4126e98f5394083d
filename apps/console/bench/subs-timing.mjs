// The /subs measurements, each in the page (performance.now), polled every animation frame:
//   - navigation to /subs?size=1000 from the signed-in shell → 1000 rows drawn, not busy;
//   - scrolling the 1000 rows top to bottom: every frame's interval (rAF to rAF) and main-thread
//     time (Performance API), the long tasks and long animation frames (script and render time)
//     the browser reports, and in a traced run each frame's main-thread work from a Chromium
//     trace (subs-frame-work.mjs);
//   - a filter change (the Date option Received → Processed: new order, new rows) → new rows drawn;
//   - /lookup/{10 ids} from the signed-in shell → the first submission's first tab drawn.

import { quietPage } from "../scripts/bench/quiet-page.mjs";
import { FRAME_MARK_PREFIX, FRAME_WORK_CATEGORIES, frameWorkOf } from "./subs-frame-work.mjs";

const TABLE = 'table[aria-label="Submissions"]';

/** Page-side: the ms since `__benchStart` once the table holds `want` rows drawn and idle. */
function listReadyAt({ table, want, firstNot }) {
  const { document } = globalThis;
  const element = document.querySelector(table);
  if (element === null || globalThis.__benchStart === undefined) return false;
  const rows = Number(element.getAttribute("aria-rowcount") ?? "0") - 1;
  const first = element.querySelector("tbody tr[data-slot=row] td:nth-child(2)");
  const busy = element.getAttribute("aria-busy") === "true";
  if (rows < want || first === null || busy) return false;
  if (firstNot !== undefined && first.textContent === firstNot) return false;
  return performance.now() - globalThis.__benchStart;
}

async function signedInShell(browser, { baseUrl, storageState }) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    storageState,
    viewport: { width: 1280, height: 800 },
  });
  const { page } = await quietPage(context);
  await page.goto("/dashboard/subs");
  await page.locator("#side-nav a[href]").first().waitFor();
  return { context, page };
}

/**
 * The shell is up (stored session, /dashboard/subs); then the router is sent to
 * /subs?size=1000 the way the menu's link sends it (a client-side route change: history entry +
 * popstate), timed from that moment to 1000 rows drawn and idle. The area's lazy chunk, the
 * fields, preferences and list calls are all inside the measured time.
 */
export async function measureOpenThousand(browser, options) {
  const { context, page } = await signedInShell(browser, options);
  try {
    await page.evaluate(() => {
      const { history, window } = globalThis;
      globalThis.__benchStart = performance.now();
      history.pushState({}, "", "/subs?size=1000");
      window.dispatchEvent(new globalThis.PopStateEvent("popstate", { state: {} }));
    });
    const handle = await page.waitForFunction(
      listReadyAt,
      { table: TABLE, want: options.want ?? 1000 },
      { polling: "raf", timeout: options.timeoutMs ?? 60_000 },
    );
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

/**
 * Page-side: once the page is quiet (an idle period and a 100 ms timer on time), scrolls the
 * table's box to its end in even steps, one per frame; frame facts. Each frame's main-thread
 * time is read with the Performance API alone: from the frame's first event
 * (the scroll event, seen by a capturing listener on the window before the table's own, or the
 * rAF step when no scroll event came) to a message posted from the rAF step, which runs once the
 * frame's style, layout and paint are done.
 */
async function scrollFrames({ table, stepPx, markPrefix }) {
  const { document } = globalThis;
  const element = document.querySelector(table);
  const scroller = element?.closest("[data-slot=scroll-area]");
  if (!scroller) throw new Error("no scroll area");
  // The page settles first: work it still has queued once the rows are drawn (the first run in
  // a browser compiles the code its later runs take from V8's cache) is not the scroll's.
  for (let tries = 0; tries < 20; tries += 1) {
    const before = performance.now();
    await new Promise((resolve) => globalThis.requestIdleCallback(resolve));
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (performance.now() - before < 150) break;
  }
  const longTasks = [];
  const longFrames = [];
  const observers = [];
  for (const [type, into] of [
    ["longtask", longTasks],
    ["long-animation-frame", longFrames],
  ]) {
    try {
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          // A long animation frame: its scripts' time, and its render time (style, layout,
          // paint: from renderStart to its end); a long task carries neither.
          const scripts = (entry.scripts ?? []).reduce((sum, script) => sum + script.duration, 0);
          const render =
            entry.renderStart > 0 ? entry.startTime + entry.duration - entry.renderStart : 0;
          into.push({ duration: entry.duration, script: scripts, render });
        }
      });
      observer.observe({ type, buffered: false });
      observers.push(observer);
    } catch {
      // Not supported by this browser: reported as none.
    }
  }
  const intervals = [];
  const frameTimes = [];
  let frameStart;
  const afterFrame = new MessageChannel();
  afterFrame.port1.onmessage = () => {
    if (frameStart !== undefined) frameTimes.push(performance.now() - frameStart);
    frameStart = undefined;
  };
  const onScroll = () => {
    frameStart ??= performance.now();
  };
  globalThis.addEventListener("scroll", onScroll, { capture: true });
  await new Promise((resolve) => {
    let last = performance.now();
    const step = (now) => {
      frameStart ??= performance.now();
      afterFrame.port2.postMessage(0);
      performance.mark(`${markPrefix}${intervals.length}`);
      intervals.push(now - last);
      last = now;
      if (scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 1) {
        resolve();
        return;
      }
      scroller.scrollTop += stepPx;
      globalThis.requestAnimationFrame(step);
    };
    globalThis.requestAnimationFrame(step);
  });
  // Let the observers deliver the last entries.
  await new Promise((resolve) => setTimeout(resolve, 200));
  for (const observer of observers) observer.disconnect();
  globalThis.removeEventListener("scroll", onScroll, { capture: true });
  afterFrame.port1.close();
  // The last row drawn is the one with the highest row index (not the document's last row:
  // a focused row may be kept drawn away from the window, decision 0090).
  const lastRowIndex = Math.max(
    0,
    ...Array.from(element.querySelectorAll("tbody tr[data-slot=row]"), (row) =>
      Number(row.getAttribute("aria-rowindex") ?? "0"),
    ),
  );
  return {
    intervals: intervals.slice(1),
    // The first frame's time includes the evaluation that started the scroll.
    frameTimes: frameTimes.slice(1),
    longTasks,
    longFrames,
    lastRowIndex,
    domRows: element.querySelectorAll("tbody tr").length,
  };
}

/**
 * Opens /subs?size=1000, then scrolls it through: one run's frame facts. With `traced`, under a
 * Chromium trace, adding each frame's main-thread work (`work.frames`: work, wall, script, render
 * and GC in ms); the trace costs the renderer time of its own, so the frame facts of a traced run
 * read higher than an untraced run's.
 */
export async function measureScroll(browser, options) {
  const { context, page } = await signedInShell(browser, options);
  try {
    await page.goto("/subs?size=1000");
    await page.evaluate(() => {
      globalThis.__benchStart = performance.now();
    });
    await page.waitForFunction(
      listReadyAt,
      { table: TABLE, want: options.want ?? 1000 },
      { polling: "raf", timeout: options.timeoutMs ?? 60_000 },
    );
    const scroll = () =>
      page.evaluate(scrollFrames, {
        table: TABLE,
        stepPx: options.stepPx ?? 120,
        markPrefix: FRAME_MARK_PREFIX,
      });
    if (options.traced !== true) return await scroll();
    await browser.startTracing(page, { categories: FRAME_WORK_CATEGORIES });
    let facts;
    try {
      facts = await scroll();
    } finally {
      const trace = await browser.stopTracing();
      if (facts !== undefined) facts.work = frameWorkOf(JSON.parse(trace.toString("utf8")));
    }
    return facts;
  } finally {
    await context.close();
  }
}

/**
 * On /subs?size=1000, the Date option's dropdown is opened (not timed), then "Processed" is
 * chosen: timed from that click to the new first page (another first row) drawn and idle.
 */
export async function measureFilterChange(browser, options) {
  const { context, page } = await signedInShell(browser, options);
  try {
    await page.goto("/subs?size=1000");
    await page.evaluate(() => {
      globalThis.__benchStart = performance.now();
    });
    await page.waitForFunction(
      listReadyAt,
      { table: TABLE, want: options.want ?? 1000 },
      { polling: "raf", timeout: options.timeoutMs ?? 60_000 },
    );
    const firstBefore = await page
      .locator(`${TABLE} tbody tr[data-slot=row] td:nth-child(2)`)
      .first()
      .textContent();
    await page.getByRole("combobox", { name: "Date", exact: true }).click();
    const option = page.getByRole("option", { name: "Processed", exact: true });
    await option.waitFor();
    await page.evaluate(() => {
      globalThis.__benchStart = undefined;
      globalThis.document.addEventListener(
        "click",
        () => {
          globalThis.__benchStart ??= performance.now();
        },
        { capture: true, once: true },
      );
    });
    await option.click();
    const handle = await page.waitForFunction(
      listReadyAt,
      { table: TABLE, want: options.want ?? 1000, firstNot: firstBefore },
      { polling: "raf", timeout: options.timeoutMs ?? 60_000 },
    );
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

/** Page-side: the ms since `__benchStart` once the lookup's first tab panel shows its content. */
function lookupReadyAt() {
  const { document } = globalThis;
  if (globalThis.__benchStart === undefined) return false;
  const panel = document.querySelector("[data-slot=submission-panel] [role=tabpanel]");
  if (panel === null || panel.childElementCount === 0) return false;
  return performance.now() - globalThis.__benchStart;
}

/**
 * The shell is up; then the router is sent to /lookup/{ids} (a client-side route change, as the
 * list's "open in lookup" does), timed to the first submission's first tab drawn: the lookup's
 * lazy chunk, the accounts' calls and the tab's content are inside the measured time.
 */
export async function measureLookup(browser, options) {
  const { context, page } = await signedInShell(browser, options);
  try {
    await page.evaluate(
      (path) => {
        const { history, window } = globalThis;
        globalThis.__benchStart = performance.now();
        history.pushState({}, "", path);
        window.dispatchEvent(new globalThis.PopStateEvent("popstate", { state: {} }));
      },
      `/lookup/${options.ids.join(",")}`,
    );
    const handle = await page.waitForFunction(lookupReadyAt, undefined, {
      polling: "raf",
      timeout: options.timeoutMs ?? 60_000,
    });
    return await handle.jsonValue();
  } finally {
    await context.close();
  }
}

/** The JS files /subs loads that the shell did not: its own cost. */
export function beyondShell(shell, subs) {
  const shellFiles = new Set(shell.files.map((file) => file.pathname));
  const extra = subs.files.filter((file) => file.kind === "js" && !shellFiles.has(file.pathname));
  return {
    files: extra,
    min: extra.reduce((sum, file) => sum + file.min, 0),
    gzip: extra.reduce((sum, file) => sum + file.gzip, 0),
  };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
