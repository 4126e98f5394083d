/**
 * Number and date-time formats of a locale (spec §4: each bundle carries messages, number formats
 * and date-time formats). Named formats, used as `<FormattedNumber format="currency">` or
 * `intl.formatDate(d, { format: "short" })`; the currency follows the locale's country.
 */
import type { LocaleBundle } from "@canvass/machines";
import type { Locale } from "@canvass/sdk/locale";
import { currencyForCountry } from "@canvass/sdk/money";

export function formatsFor(
  locale: Locale,
): Pick<LocaleBundle, "numberFormats" | "dateTimeFormats"> {
  const country = locale.split("-")[1] ?? "";
  return {
    numberFormats: {
      integer: { maximumFractionDigits: 0 },
      decimal: { minimumFractionDigits: 2, maximumFractionDigits: 2 },
      percent: { style: "percent", maximumFractionDigits: 1 },
      currency: { style: "currency", currency: currencyForCountry(country) },
      compact: { notation: "compact", maximumFractionDigits: 1 },
    },
    dateTimeFormats: {
      short: { year: "numeric", month: "short", day: "numeric" },
      long: { weekday: "long", year: "numeric", month: "long", day: "numeric" },
      time: { hour: "numeric", minute: "2-digit" },
      dateTime: {
        year: "numeric",
        month: "short",
        day: "numeric",
        hour: "numeric",
        minute: "2-digit",
      },
    },
  };
}
