// Renders one story in a Chromium page and returns its screenshot and axe's serious findings.
/* global document, requestAnimationFrame -- these functions run inside the page */
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
/** axe-core's browser build; the static server serves it at `AXE_PATH` (cached by the browser). */
export const AXE_FILE = require.resolve("axe-core/axe.min.js");
export const AXE_PATH = "/__visual/axe.min.js";

/** Frozen motion and caret, so two renders of one story give the same pixels. */
const STILL_CSS = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important; animation-iteration-count: 1 !important;
  transition: none !important; caret-color: transparent !important; }`;

const BLOCKING_IMPACTS = new Set(["serious", "critical"]);

/**
 * Runs in the page before Storybook starts: listens on Storybook's channel (assigned to
 * `__STORYBOOK_ADDONS_CHANNEL__` as the preview boots) for the story's end and for any error of
 * its render or play function, so a story whose play function throws never passes.
 */
export function watchStoryOutcome() {
  const outcome = { done: false, errors: [] };
  globalThis.__visualOutcome = outcome;
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
          outcome.errors.push(`${event}: ${describe(payload)}`);
          outcome.done = true;
        });
      }
      value.on("storyFinished", (payload) => {
        if (payload?.status === "error") {
          const failed = (payload.reporters ?? []).filter((report) => report.status === "failed");
          outcome.errors.push(
            `finished with errors${failed.length > 0 ? ` (${failed.map((report) => report.type).join(", ")})` : ""}`,
          );
        }
        outcome.done = true;
      });
    },
  });
}

/**
 * @param {import("playwright-core").Page} page a page with `watchStoryOutcome` as init script
 * @param {{ baseUrl: string, storyId: string, theme: "light" | "dark" }} target
 */
export async function captureStory(page, { baseUrl, storyId, theme }) {
  const url = `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=theme:${theme}`;
  await page.goto(url, { waitUntil: "load" });
  const outcome = await page
    .waitForFunction(
      () => globalThis.__visualOutcome?.done && globalThis.__visualOutcome,
      undefined,
      {
        timeout: 20_000,
        polling: 50,
      },
    )
    .then((handle) => handle.jsonValue());
  if (outcome.errors.length > 0) {
    throw new Error(`story ${storyId} failed: ${outcome.errors.join("; ")}`);
  }

  await page.addStyleTag({ content: STILL_CSS });
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

  await page.addScriptTag({ url: `${baseUrl}${AXE_PATH}` });
  const violations = await page.evaluate(async () => {
    const result = await globalThis.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(" ")).slice(0, 3),
    }));
  });
  return {
    png,
    violations: violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact)),
  };
}
