import type { Locale } from "../locale/locale.constants";

/** Intl date-time options for `formatDate`; the zone is its own argument. */
export type FormatDateOptions = Omit<Intl.DateTimeFormatOptions, "timeZone">;

const DEFAULT_FORMAT: FormatDateOptions = { dateStyle: "medium" };

/** Formatters by locale, zone and options: building one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();
/** Enough for every locale × zone × style a screen uses; the oldest is dropped beyond it. */
const MAX_FORMATTERS = 64;

function formatterOf(locale: Locale, timeZone: string, options: FormatDateOptions) {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    if (formatters.size >= MAX_FORMATTERS) {
      const oldest = formatters.keys().next().value;
      if (oldest !== undefined) formatters.delete(oldest);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date written the locale's way, as the calendar reads in `timeZone`: `formatDate(d, "en-US",
 * "America/Los_Angeles")` → `Mar 7, 2026`. Defaults to `dateStyle: "medium"`; pass `options` to
 * choose fields instead. An unknown zone throws the platform's `RangeError`. Formatters are
 * kept (a list of 1000 dates builds one, not 1000).
 */
export function formatDate(
  date: Date | number,
  locale: Locale,
  timeZone: string,
  options: FormatDateOptions = DEFAULT_FORMAT,
): string {
  return formatterOf(locale, timeZone, options).format(date);
}
