export { CURRENCY_BY_COUNTRY, DEFAULT_CURRENCY, currencyForCountry } from "./currency";
export type { CurrencyCode, CurrencyCountry } from "./currency";
export { formatMoney, formatNumber } from "./format";
