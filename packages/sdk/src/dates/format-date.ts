import type { Locale } from "../locale/locale.constants";

/** Intl date-time options for `formatDate`; the zone is its own argument. */
export type FormatDateOptions = Omit<Intl.DateTimeFormatOptions, "timeZone">;

const DEFAULT_FORMAT: FormatDateOptions = { dateStyle: "medium" };

/**
 * A date written the locale's way, as the calendar reads in `timeZone`: `formatDate(d, "en-US",
 * "America/Los_Angeles")` → `Mar 7, 2026`. Defaults to `dateStyle: "medium"`; pass `options` to
 * choose fields instead. An unknown zone throws the platform's `RangeError`.
 */
export function formatDate(
  date: Date | number,
  locale: Locale,
  timeZone: string,
  options: FormatDateOptions = DEFAULT_FORMAT,
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
}
