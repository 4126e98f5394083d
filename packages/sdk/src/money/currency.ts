/** The currencies the product prices in (spec §9). */
export type CurrencyCode = "USD" | "GBP" | "CAD" | "EUR" | "SGD" | "PEN" | "INR";

/** Currency by ISO 3166-1 alpha-2 country code (spec §9). */
export const CURRENCY_BY_COUNTRY = {
  US: "USD",
  GB: "GBP",
  CA: "CAD",
  FR: "EUR",
  ES: "EUR",
  SG: "SGD",
  PE: "PEN",
  IN: "INR",
} as const satisfies Record<string, CurrencyCode>;

/** A country with a currency of its own in `CURRENCY_BY_COUNTRY`. */
export type CurrencyCountry = keyof typeof CURRENCY_BY_COUNTRY;

/** The currency used when a country is unknown or missing (spec §9). */
export const DEFAULT_CURRENCY: CurrencyCode = "USD";

function isCurrencyCountry(code: string): code is CurrencyCountry {
  return Object.hasOwn(CURRENCY_BY_COUNTRY, code);
}

/**
 * The currency of a country code, case-insensitive and ignoring surrounding white space:
 * `ca` → CAD, `FR` → EUR. Anything else, including `undefined`, is USD.
 */
export function currencyForCountry(code: string | null | undefined): CurrencyCode {
  const key = (code ?? "").trim().toUpperCase();
  return isCurrencyCountry(key) ? CURRENCY_BY_COUNTRY[key] : DEFAULT_CURRENCY;
}
