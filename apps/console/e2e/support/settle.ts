/**
 * Waiting for the page to settle into an expected shape, without vitest's `expect.poll` (which
 * needs to know the running test, so it cannot serve tests that run side by side or hooks).
 */
import { UI_TIMEOUT_MS } from "./console-page";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The UI mostly settles within a few milliseconds of an event: look again soon, then less and
 * less often (each look is a call into the page, which costs CPU the page needs too).
 */
const FIRST_INTERVAL_MS = 10;
const MAX_INTERVAL_MS = 100;

/**
 * Reads until `done` holds for what was read and returns it; after the suite's UI timeout,
 * fails with `what` and the last value read.
 */
export async function settle<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  what: string,
): Promise<T> {
  const end = Date.now() + UI_TIMEOUT_MS;
  for (let interval = FIRST_INTERVAL_MS; ; interval = Math.min(interval * 2, MAX_INTERVAL_MS)) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) {
      throw new Error(`timed out waiting for ${what}; last seen: ${JSON.stringify(value)}`);
    }
    await pause(interval);
  }
}
