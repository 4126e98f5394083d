/**
 * Background work gives way to the API (decision 0087). On PGlite the database runs on this
 * process's one thread, so while an export reads and writes its next chunk a request for `/subs`
 * waits behind it, and then behind the chunk after, at each of its own statements. The gate
 * counts the requests being worked on — from their arrival until their answer is handed to
 * Fastify (a download that then streams for minutes is not "being worked on") — and a job asks
 * it before each chunk: it reads on once the API has been quiet for a moment, or after
 * `maxWaitMs`, so that a steady stream of requests slows a job down without stopping it.
 */
import { setImmediate as nextTurn, setTimeout as sleep } from "node:timers/promises";
import type { DriverName } from "../db/connect.js";

/** How long the API must have had no request in hand before a job reads on (ms). */
export const FOREGROUND_QUIET_MS = 10;
/** The longest a job waits for the API before one more chunk (ms). */
export const FOREGROUND_MAX_WAIT_MS = 200;

export interface ForegroundGate {
  /** A request has come in: returns its end, which counts once however often it is called. */
  enter(): () => void;
  /**
   * Resolves once the API has had no request in hand for `FOREGROUND_QUIET_MS` (a client's next
   * request of a burst is usually on its way), or after `maxWaitMs`. It always yields one turn
   * first, so requests that have arrived in the meantime are read and counted before it decides.
   */
  whenIdle(maxWaitMs?: number): Promise<void>;
  /** The requests in hand now. */
  readonly busy: number;
}

export function createForegroundGate(
  now: () => number = () => performance.now(),
  /** The longest wait when a job names none (tests hold a job back with a long one). */
  defaultMaxWaitMs: number = FOREGROUND_MAX_WAIT_MS,
): ForegroundGate {
  let busy = 0;
  let lastEnd = Number.NEGATIVE_INFINITY;
  return {
    enter() {
      busy += 1;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        busy -= 1;
        lastEnd = now();
      };
    },
    async whenIdle(maxWaitMs = defaultMaxWaitMs) {
      const until = now() + maxWaitMs;
      await nextTurn();
      for (;;) {
        const at = now();
        const quietFrom = busy === 0 ? lastEnd + FOREGROUND_QUIET_MS : Number.POSITIVE_INFINITY;
        if (at >= quietFrom || at >= until) return;
        // Checked again when the quiet time would be over, and at least every few ms while a
        // request is in hand.
        await sleep(Math.max(1, Math.min(quietFrom, until, at + FOREGROUND_QUIET_MS) - at));
      }
    },
    get busy() {
      return busy;
    },
  };
}

/**
 * Whether background work gives way to the API on this database: on PGlite the two share this
 * process's thread; PostgreSQL runs statements in processes of its own.
 */
export function givesWayOn(driver: DriverName): boolean {
  return driver === "pglite";
}

/**
 * Before a job's next chunk: on PGlite, once the API is quiet (or after `maxWaitMs`); at once on
 * PostgreSQL.
 */
export function giveWay(
  deps: { readonly foreground: ForegroundGate; readonly driver: DriverName },
  maxWaitMs?: number,
): Promise<void> {
  return givesWayOn(deps.driver) ? deps.foreground.whenIdle(maxWaitMs) : Promise.resolve();
}

/** The chunks of `source`, each asked for once the API is quiet (or the longest wait is over). */
export async function* givingWay<T>(
  source: AsyncIterable<T>,
  gate: ForegroundGate,
): AsyncGenerator<T, void, undefined> {
  const iterator = source[Symbol.asyncIterator]();
  try {
    for (;;) {
      await gate.whenIdle();
      const next = await iterator.next();
      if (next.done === true) return;
      yield next.value;
    }
  } finally {
    await iterator.return?.();
  }
}
