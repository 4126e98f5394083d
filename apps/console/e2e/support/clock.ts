import type { Page } from "playwright-core";

/**
 * How far the clock jumps when it stops: more than a round trip to the page takes.
 * On a loaded machine the round trip can take longer; then the next, longer jump is
 * tried, because `pauseAt` refuses a time that is already past.
 */
const PAUSE_AHEAD_MS = [1_000, 5_000, 20_000] as const;

/** Stops the page's clock a moment from now; from then only `runFor` moves it. */
export async function pauseClock(page: Page): Promise<void> {
  for (const [index, ahead] of PAUSE_AHEAD_MS.entries()) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + ahead);
      return;
    } catch (error) {
      const past = String(error).includes("to the past");
      if (!past || index === PAUSE_AHEAD_MS.length - 1) throw error;
    }
  }
}
