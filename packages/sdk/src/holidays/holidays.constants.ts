import type { Holiday } from "./holidays.types";

/** The seasonal themes with their first day and length in days (spec §9), in the spec's order. */
export const HOLIDAYS: readonly Holiday[] = [
  { id: "christmas", kind: "fixed", month: 12, day: 20, days: 10 },
  { id: "new-year", kind: "fixed", month: 12, day: 30, days: 5 },
  { id: "halloween", kind: "fixed", month: 10, day: 29, days: 4 },
  { id: "july-4", kind: "fixed", month: 7, day: 4, days: 2 },
  { id: "canada-day", kind: "fixed", month: 7, day: 1, days: 2 },
  { id: "st-patrick", kind: "fixed", month: 3, day: 16, days: 3 },
  { id: "valentine", kind: "fixed", month: 2, day: 14, days: 1 },
  { id: "india-independence", kind: "fixed", month: 8, day: 15, days: 1 },
  { id: "gandhi-birthday", kind: "fixed", month: 10, day: 2, days: 1 },
  { id: "peru-independence", kind: "fixed", month: 7, day: 28, days: 1 },
  { id: "hispanic-day", kind: "fixed", month: 10, day: 12, days: 1 },
  { id: "chinese-new-year", kind: "dated", year: 2026, month: 2, day: 17, days: 8 },
  { id: "us-thanksgiving", kind: "dated", year: 2025, month: 11, day: 25, days: 3 },
  { id: "canadian-thanksgiving", kind: "dated", year: 2025, month: 10, day: 12, days: 3 },
  { id: "easter", kind: "dated", year: 2026, month: 4, day: 4, days: 3 },
  { id: "diwali", kind: "dated", year: 2025, month: 10, day: 18, days: 8 },
  { id: "holy-week", kind: "dated", year: 2026, month: 3, day: 29, days: 7 },
];

/** The holiday cookie lives this many hours per remaining theme day (spec §9). */
export const HOLIDAY_COOKIE_HOURS_PER_DAY = 25;
