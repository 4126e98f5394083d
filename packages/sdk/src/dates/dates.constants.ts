/** A day of the week as JavaScript numbers it: 0 = Sunday … 6 = Saturday. */
export type DayOfWeek = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Weeks start on Sunday unless configuration says otherwise (spec §9). */
export const DEFAULT_FIRST_DAY_OF_WEEK: DayOfWeek = 0;

/** The time-zone choices offered by default, in the spec's order (spec §9). */
export const DEFAULT_TIME_ZONES = [
  "US/Alaska",
  "America/Los_Angeles",
  "US/Mountain",
  "US/Central",
  "US/Eastern",
  "Canada/Atlantic",
  "Europe/London",
  "Europe/Paris",
  "UTC",
] as const;

/** One of the default time-zone choices. */
export type DefaultTimeZone = (typeof DEFAULT_TIME_ZONES)[number];
