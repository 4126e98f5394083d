/**
 * Usage events (`POST /events/`) are written to the server log as one structured line each
 * (`deps.log`), not stored: the reference server has no analytics store, and a log line is what
 * a log shipper forwards. The call is open, so each client address may send at most
 * `USAGE_EVENTS_PER_MINUTE` events a minute (per server process) before a 429.
 */

export const USAGE_EVENTS_PER_MINUTE = 600;
const WINDOW_MS = 60_000;
/** Addresses remembered at most; the oldest window is dropped beyond it. */
const MAX_TRACKED = 10_000;

export interface RateLimiter {
  /** Seconds to wait before trying again, or 0 when this event may go through. */
  take(key: string, now: Date): number;
}

/** A fixed one-minute window per key. */
export function createRateLimiter(perMinute = USAGE_EVENTS_PER_MINUTE): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key, now) {
      const at = now.getTime();
      let window = windows.get(key);
      if (window === undefined || at - window.start >= WINDOW_MS) {
        windows.delete(key);
        if (windows.size >= MAX_TRACKED) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= perMinute) return 0;
      return Math.max(1, Math.ceil((window.start + WINDOW_MS - at) / 1000));
    },
  };
}
