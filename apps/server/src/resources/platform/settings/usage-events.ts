/**
 * Usage events (`POST /events/`) are written to the server log as one structured line each
 * (`deps.log`), not stored: the reference server has no analytics store, and a log line is what
 * a log shipper forwards. The call is open, so each client address (`request.ip`, see
 * `CANVASS_TRUST_PROXY`) may send at most `USAGE_EVENTS_PER_SECOND` events a second and
 * `USAGE_EVENTS_PER_MINUTE` a minute (per server process) before a 429, and a body may be at most
 * the contract's `x-max-body-bytes` (4 KiB; 413 beyond). Refused events are neither counted nor logged.
 */

export const USAGE_EVENTS_PER_SECOND = 10;
export const USAGE_EVENTS_PER_MINUTE = 120;
/** Addresses remembered at most; the oldest windows are dropped beyond it. */
const MAX_TRACKED = 10_000;

export interface RateLimiter {
  /** Seconds to wait before trying again, or 0 when this event may go through (and is counted). */
  take(key: string, now: Date): number;
}

interface Window {
  start: number;
  count: number;
}

/** Fixed windows per key: `perMinute` a minute and `perSecond` a second. */
export function createRateLimiter(
  perMinute = USAGE_EVENTS_PER_MINUTE,
  perSecond = USAGE_EVENTS_PER_SECOND,
): RateLimiter {
  const limits = [
    { ms: 1000, limit: perSecond },
    { ms: 60_000, limit: perMinute },
  ];
  const windows = new Map<string, Window[]>();
  return {
    take(key, now) {
      const at = now.getTime();
      let current = windows.get(key);
      if (current === undefined) {
        if (windows.size >= MAX_TRACKED) {
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        current = limits.map(() => ({ start: at, count: 0 }));
        windows.set(key, current);
      }
      let wait = 0;
      limits.forEach(({ ms, limit }, index) => {
        const window = current[index];
        if (window === undefined) return;
        if (at - window.start >= ms || at < window.start) {
          window.start = at;
          window.count = 0;
        }
        if (window.count >= limit) {
          wait = Math.max(wait, Math.max(1, Math.ceil((window.start + ms - at) / 1000)));
        }
      });
      if (wait > 0) return wait;
      for (const window of current) window.count += 1;
      return 0;
    },
  };
}
