import type { Locale } from "../locale/locale.constants";

/**
 * An amount of money written the locale's way: `formatMoney(1234.5, "EUR", "fr-CA")` →
 * `1 234,50 €`. `currency` is an ISO 4217 code; the platform throws a `RangeError` for a
 * malformed one. The locale decides symbol placement and separators, the currency the decimals.
 */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency }).format(amount);
}

/**
 * A number written the locale's way, with any `Intl.NumberFormat` options:
 * `formatNumber(1234567.891, "en-IN")` → `12,34,567.891`.
 */
export function formatNumber(
  value: number | bigint,
  locale: Locale,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(locale, options).format(value);
}
