// A new page for a timed run, opened once the browser has finished setting up its window.
//
// Chromium 156 (the system's, headless) builds its own window furniture for every new window —
// a browser context's first page — in a renderer of its own: the omnibox popup
// (chrome://omnibox-popup.top-chrome), about 0.5 s of main-thread CPU spread over the first two
// seconds. On a two-core machine that work competes with the page under test, so a navigation
// started at once is timed against the browser's own start-up (decision 0088). The page is
// handed over once Chromium's processes have been quiet for a while; the caller's timing then
// starts from its own navigation, with the cold HTTP cache of a fresh context untouched.
import { childrenCpuMs } from "./process-cpu.mjs";

const STEP_MS = 100;
/** CPU ms per step (all of Chromium's processes) under which the browser counts as quiet. */
const QUIET_CPU_MS = 20;
/** Consecutive quiet steps needed. */
const QUIET_STEPS = 3;
/** The longest wait: the page is handed over after it whatever the browser does. */
const MAX_WAIT_MS = 5000;

/** Opens a page in `context` and waits for Chromium to be quiet; `waitedMs` says how long. */
export async function quietPage(context) {
  const page = await context.newPage();
  const started = performance.now();
  let quiet = 0;
  let before = childrenCpuMs();
  while (quiet < QUIET_STEPS && performance.now() - started < MAX_WAIT_MS) {
    await new Promise((done) => setTimeout(done, STEP_MS));
    const now = childrenCpuMs();
    quiet = now - before < QUIET_CPU_MS ? quiet + 1 : 0;
    before = now;
  }
  return { page, waitedMs: performance.now() - started };
}
