import { HOLIDAY_COOKIE_HOURS_PER_DAY } from "./holidays.constants";

/**
 * `Max-Age` of the holiday cookie, in seconds: the remaining theme days (today included) times
 * 25 hours (spec §4, §9). The spec's "days count" is read as the remaining days, because "a date
 * match stores a cookie for the number of remaining theme days"; 25 rather than 24 hours leaves slack
 * for a 25-hour day at a DST change. Throws a `RangeError` unless `remainingDays` is a
 * whole number ≥ 0.
 */
export function holidayCookieMaxAgeSeconds(remainingDays: number): number {
  if (!Number.isSafeInteger(remainingDays) || remainingDays < 0) {
    throw new RangeError(`remainingDays must be a whole number ≥ 0; got ${remainingDays}`);
  }
  return remainingDays * HOLIDAY_COOKIE_HOURS_PER_DAY * 60 * 60;
}
