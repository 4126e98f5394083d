/**
 * What "active now" means on /active: a user whose latest recorded activity (a sign-in, a
 * submission, a check-in…) is at most 15 minutes old by this device's clock. The server keeps
 * no such notion, so the console asks for the activities of a time range (`After`/`Before`).
 */

/** How far back an activity still counts as "now". */
export const ACTIVE_WINDOW_MS = 15 * 60_000;

/** The list reloads itself this often while its tab is visible. */
export const REFRESH_INTERVAL_MS = 60_000;

const HOUR_MS = 3_600_000;

export interface ActivityRange {
  readonly After: string;
  readonly Before: string;
}

/**
 * The activities query for "active now" at `now`, widened to whole hours: the query (and so the
 * SDK's cached copy, revalidated with `If-Modified-Since`) stays the same for most of an hour
 * instead of changing with every refresh, and an unchanged table costs a 304. The exact window
 * is applied to the answer (`isActiveAt`).
 */
export function activityRange(now: Date): ActivityRange {
  const since = now.getTime() - ACTIVE_WINDOW_MS;
  return {
    After: new Date(Math.floor(since / HOUR_MS) * HOUR_MS).toISOString(),
    Before: new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS).toISOString(),
  };
}

/** Whether an activity at `created` (ISO time) counts as active at `now`. */
export function isActiveAt(created: string, now: Date): boolean {
  const at = Date.parse(created);
  return at <= now.getTime() && at >= now.getTime() - ACTIVE_WINDOW_MS;
}
