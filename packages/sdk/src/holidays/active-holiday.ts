import { TZDate } from "@date-fns/tz";
import { differenceInCalendarDays } from "date-fns";
import { HOLIDAYS } from "./holidays.constants";
import type { ActiveHoliday, Holiday } from "./holidays.types";

/** Options of `activeHoliday`. */
export interface ActiveHolidayOptions {
  /** IANA zone whose calendar decides the day; the platform's local zone when left out. */
  readonly timeZone?: string;
  /** The themes to consider; `HOLIDAYS` by default. */
  readonly holidays?: readonly Holiday[];
}

interface Match {
  readonly holiday: Holiday;
  readonly start: Date;
  readonly remainingDays: number;
}

/**
 * The theme showing on `date`, or `null`. A theme shows from its first day for `days` days;
 * `remainingDays` counts today, so it is `days` on the first day and 1 on the last.
 *
 * Fixed themes recur every year and may cross the year end (new year runs Dec 30 – Jan 3).
 * When two themes overlap, the one that began most recently wins (Easter on 2026-04-04 over the
 * last day of Holy Week); when they began the same day, a year-specific theme wins over a fixed
 * one (Canadian Thanksgiving over Hispanic day on 2025-10-12); then the earlier in the list.
 */
export function activeHoliday(
  date: Date,
  options: ActiveHolidayOptions = {},
): ActiveHoliday | null {
  const { timeZone, holidays = HOLIDAYS } = options;
  if (Number.isNaN(date.getTime())) return null;
  const day = (year: number, month: number, dayOfMonth: number): Date =>
    timeZone === undefined
      ? new Date(year, month - 1, dayOfMonth)
      : new TZDate(year, month - 1, dayOfMonth, timeZone);
  const today = timeZone === undefined ? date : new TZDate(date.getTime(), timeZone);
  const thisYear = today.getFullYear();

  let best: Match | null = null;
  for (const holiday of holidays) {
    const years = holiday.kind === "fixed" ? [thisYear - 1, thisYear] : [holiday.year];
    for (const year of years) {
      const start = day(year, holiday.month, holiday.day);
      const elapsed = differenceInCalendarDays(today, start);
      if (elapsed < 0 || elapsed >= holiday.days) continue;
      const match: Match = { holiday, start, remainingDays: holiday.days - elapsed };
      if (best === null || outranks(match, best)) best = match;
    }
  }
  return best === null ? null : { id: best.holiday.id, remainingDays: best.remainingDays };
}

function outranks(candidate: Match, current: Match): boolean {
  const byStart = candidate.start.getTime() - current.start.getTime();
  if (byStart !== 0) return byStart > 0;
  return candidate.holiday.kind === "dated" && current.holiday.kind === "fixed";
}
