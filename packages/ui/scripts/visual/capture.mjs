// Renders one story in a Chromium page and returns its screenshot and the accessibility
// findings of the axe run Storybook's a11y addon makes on every render.
/* global document, HTMLElement, requestAnimationFrame, window -- these functions run inside the page */

/** Frozen motion and caret, so two renders of one story give the same pixels. */
const STILL_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; }`;
/** The id of the style element holding STILL_CSS while a render is captured. */
const STILL_ID = "visual-still";

/**
 * Runs in the page before Storybook starts: listens on Storybook's channel (assigned to
 * `__STORYBOOK_ADDONS_CHANNEL__` as the preview boots) for the story's end and for any error of
 * its render or play function, so a story whose play function throws never passes. The findings
 * go to `globalThis.__visualOutcome`, which `captureStory` replaces before each story it switches
 * to in the same document; a story's end counts only for the story asked for.
 *
 * axe: the a11y addon (`a11y: { test: "error" }` in .storybook/preview.tsx) runs axe after every
 * render, in this static build as in vitest, and reports it with the story's end
 * (`storyFinished`, a report of type `a11y`): any violation, whatever its impact, fails the
 * story. Its findings are kept here, so the test names them without running axe a second time
 * (it used to, at about a third of the test's CPU time; decision 0054).
 */
export function watchStoryOutcome() {
  globalThis.__visualOutcome = { storyId: undefined, done: false, errors: [], violations: [] };
  const current = () => globalThis.__visualOutcome;
  const describe = (value) =>
    typeof value === "string"
      ? value
      : (value?.message ?? value?.description ?? JSON.stringify(value));
  let channel;
  Object.defineProperty(globalThis, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      for (const event of [
        "playFunctionThrewException",
        "storyThrewException",
        "storyErrored",
        "storyMissing",
      ]) {
        value.on(event, (payload) => {
          const outcome = current();
          outcome.errors.push(`${event}: ${describe(payload)}`);
          outcome.done = true;
        });
      }
      value.on("storyFinished", (payload) => {
        const outcome = current();
        if (outcome.storyId !== undefined && payload?.storyId !== outcome.storyId) return;
        const reports = payload?.reporters ?? [];
        for (const report of reports) {
          if (report.type !== "a11y" || report.status !== "failed") continue;
          if (report.result?.error !== undefined) {
            outcome.errors.push(`axe failed: ${describe(report.result.error)}`);
            continue;
          }
          for (const violation of report.result?.violations ?? []) {
            outcome.violations.push({
              id: violation.id,
              impact: violation.impact,
              help: violation.help,
              targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 3),
            });
          }
        }
        const failed = reports.filter((report) => report.status === "failed");
        const otherFailures = failed.filter((report) => report.type !== "a11y");
        if (payload?.status === "error" && (failed.length === 0 || otherFailures.length > 0)) {
          outcome.errors.push(
            `finished with errors${otherFailures.length > 0 ? ` (${otherFailures.map((report) => report.type).join(", ")})` : ""}`,
          );
        }
        outcome.done = true;
      });
    },
  });
}

/** The theme of the story each page shows, once it has ended without errors. */
const shownOn = new WeakMap();

/**
 * Shows a story in the page, then waits for its end (`watchStoryOutcome`). A page that already
 * shows a story of the same theme switches to the next one inside its document, as
 * Storybook's manager does (the `setCurrentStory` event: the previous story unmounts, the next
 * one renders and plays, the a11y addon runs axe): the preview's runtime is loaded, parsed and
 * started once per page instead of once per render, which was most of a render's CPU time
 * (decision 0062). Any other page loads the story's own document, as does `fresh`; after an
 * `ownDocument` story the next one loads its own document too.
 *
 * @param {import("playwright-core").Page} page
 * @param {{ baseUrl: string, storyId: string, theme: string, fresh: boolean, ownDocument: boolean }} target
 */
async function showStory(page, { baseUrl, storyId, theme, fresh, ownDocument }) {
  const shown = fresh || ownDocument ? undefined : shownOn.get(page);
  shownOn.delete(page);
  if (shown?.theme === theme) {
    await page.evaluate(
      ({ id, stillId }) => {
        document.getElementById(stillId)?.remove();
        window.scrollTo(0, 0);
        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
        globalThis.__visualOutcome = { storyId: id, done: false, errors: [], violations: [] };
        globalThis.__STORYBOOK_ADDONS_CHANNEL__.emit("setCurrentStory", {
          storyId: id,
          viewMode: "story",
        });
      },
      { id: storyId, stillId: STILL_ID },
    );
  } else {
    const url = `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme:${theme}`;
    await page.goto(url, { waitUntil: "load" });
  }
  const outcome = await page
    .waitForFunction(
      () => globalThis.__visualOutcome?.done && globalThis.__visualOutcome,
      undefined,
      {
        // A limit, not a measurement: on CI's two cores beside the e2e suite a story once took
        // over 20 s to load and play (its play function may wait 15 s for an element).
        timeout: 60_000,
        polling: 50,
      },
    )
    .then((handle) => handle.jsonValue());
  if (outcome.errors.length > 0) {
    throw new Error(`story ${storyId} failed: ${outcome.errors.join("; ")}`);
  }
  if (!ownDocument) shownOn.set(page, { theme });
  return outcome;
}

/**
 * @param {import("playwright-core").Page} page a page with `watchStoryOutcome` as init script
 * @param {{ baseUrl: string, storyId: string, theme: "light" | "dark", fresh?: boolean, ownDocument?: boolean }} target
 *   `fresh`: load the story's own document even if the page could switch to it; `ownDocument`:
 *   that, and the next story loads its own document too (the story leaves state behind)
 */
export async function captureStory(
  page,
  { baseUrl, storyId, theme, fresh = false, ownDocument = false },
) {
  const outcome = await showStory(page, { baseUrl, storyId, theme, fresh, ownDocument });

  await page.evaluate(
    ({ css, stillId }) => {
      const style = document.createElement("style");
      style.id = stillId;
      style.textContent = css;
      document.head.append(style);
    },
    { css: STILL_CSS, stillId: STILL_ID },
  );
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Images the story shows (avatars) must have settled, loaded or failed.
    await Promise.all(
      [...document.images].map((image) =>
        image.complete
          ? undefined
          : new Promise((resolve) => {
              image.addEventListener("load", resolve, { once: true });
              image.addEventListener("error", resolve, { once: true });
            }),
      ),
    );
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  await settleFrames(page);

  const clip = await page.evaluate(() => {
    const skip = new Set(["SCRIPT", "STYLE", "LINK", "NOSCRIPT", "TEMPLATE"]);
    const boxes = [];
    const root = document.getElementById("storybook-root");
    if (root) boxes.push(root.getBoundingClientRect());
    for (const child of document.body.children) {
      if (child === root || child.id === "storybook-docs" || skip.has(child.tagName)) continue;
      const box = child.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) boxes.push(box);
    }
    const width = document.documentElement.clientWidth;
    const height = document.documentElement.clientHeight;
    const x0 = Math.max(0, Math.min(...boxes.map((b) => b.left)));
    const y0 = Math.max(0, Math.min(...boxes.map((b) => b.top)));
    const x1 = Math.min(width, Math.max(...boxes.map((b) => b.right)));
    const y1 = Math.min(height, Math.max(...boxes.map((b) => b.bottom)));
    return {
      x: Math.floor(x0),
      y: Math.floor(y0),
      width: Math.max(1, Math.ceil(x1 - x0)),
      height: Math.max(1, Math.ceil(y1 - y0)),
    };
  });
  const png = await page.screenshot({ clip, animations: "disabled", caret: "hide" });
  return { png, violations: outcome.violations };
}

/**
 * Waits until every frame a story shows (the e-mail preview's sandboxed `srcdoc` frame) has
 * loaded its document and fonts, then lets the page paint twice: the page's own `load` and `document.fonts`
 * say nothing of a frame's, and on a loaded CI machine a capture once caught a frame blank.
 * Playwright evaluates in a frame even when its sandbox allows no scripts of its own.
 *
 * @param {import("playwright-core").Page} page
 */
async function settleFrames(page) {
  const children = page.frames().filter((frame) => frame !== page.mainFrame());
  if (children.length === 0) return;
  await Promise.all(
    children.map(async (frame) => {
      await frame.waitForLoadState("load");
      // Not `requestAnimationFrame` in the frame: a frame without scripts never runs its
      // callbacks. The page's two frames below paint the frame's document too.
      await frame.evaluate(() => document.fonts.ready.then(() => document.readyState));
    }),
  );
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}
