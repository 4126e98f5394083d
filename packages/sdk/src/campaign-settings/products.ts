/**
 * What donors can choose (`products` of `settings/general.json`): the suggested amounts, the
 * frequencies of a gift (one-off, or every N days, months or years — counted in days with the
 * SDK's duration rule) and the country whose currency the amounts are in (the SDK's money rule;
 * `currency` is stored beside it for the field app and must agree with it).
 */
import { DURATION_DAYS, durationToDays, type DurationUnit } from "../dates/duration";
import { currencyForCountry, type CurrencyCode } from "../money/currency";
import {
  integerProblems,
  listProblems,
  objectProblems,
  settingsProblem,
  textProblems,
  type SettingsProblem,
} from "./settings-problem";

export const FREQUENCY_UNITS = ["once", ...(Object.keys(DURATION_DAYS) as DurationUnit[])] as const;
export type FrequencyUnit = "once" | DurationUnit;

export interface ProductFrequency {
  /** How many units between two gifts (1 for `once`). */
  readonly every: number;
  readonly unit: FrequencyUnit;
}

export interface ProductSettings {
  readonly country: string;
  readonly currency: CurrencyCode;
  readonly amounts: readonly number[];
  readonly frequencies: readonly ProductFrequency[];
}

export const PRODUCT_LIMITS = {
  amounts: { minItems: 1, maxItems: 12, minimum: 0.01, maximum: 100_000 },
  frequencies: { minItems: 1, maxItems: 8 },
  every: { minimum: 1, maximum: 365 },
} as const;

export const DEFAULT_PRODUCTS: ProductSettings = {
  country: "CA",
  currency: currencyForCountry("CA"),
  amounts: [10, 20, 30],
  frequencies: [
    { every: 1, unit: "once" },
    { every: 1, unit: "month" },
  ],
};

/** The days between two gifts of a frequency; 0 for a one-off gift. */
export function frequencyDays(frequency: ProductFrequency): number {
  return frequency.unit === "once" ? 0 : durationToDays(frequency.every, frequency.unit);
}

/** The settings with `currency` set from `country` by the money rule. */
export function withCountryCurrency(settings: Omit<ProductSettings, "currency">): ProductSettings {
  return {
    ...settings,
    country: settings.country.trim().toUpperCase(),
    currency: currencyForCountry(settings.country),
  };
}

function amountProblems(entry: unknown, pointer: string): SettingsProblem[] {
  const { minimum, maximum } = PRODUCT_LIMITS.amounts;
  if (typeof entry !== "number" || !Number.isFinite(entry)) {
    return [settingsProblem(pointer, "type", "must be a number")];
  }
  if (entry < minimum) return [settingsProblem(pointer, "minimum", `must be at least ${minimum}`)];
  if (entry > maximum) return [settingsProblem(pointer, "maximum", `must be at most ${maximum}`)];
  if (Math.round(entry * 100) !== entry * 100) {
    return [settingsProblem(pointer, "format", "must have at most two decimals")];
  }
  return [];
}

function frequencyProblems(entry: unknown, pointer: string): SettingsProblem[] {
  const shape = objectProblems(entry, pointer);
  if (shape.length > 0) return shape;
  const { every, unit } = entry as Record<string, unknown>;
  return [
    ...textProblems(unit, { enum: FREQUENCY_UNITS }, `${pointer}/unit`),
    ...integerProblems(every, PRODUCT_LIMITS.every, `${pointer}/every`),
  ];
}

export function productProblems(value: unknown, prefix = "/products"): SettingsProblem[] {
  const shape = objectProblems(value, prefix);
  if (shape.length > 0) return shape;
  const { country, currency, amounts, frequencies } = value as Record<string, unknown>;
  const countryProblems = textProblems(country, { pattern: "^[A-Z]{2}$" }, `${prefix}/country`);
  const currencyProblems =
    countryProblems.length === 0 && currency !== currencyForCountry(country as string)
      ? [settingsProblem(`${prefix}/currency`, "mismatch", "must be the country's currency")]
      : [];
  return [
    ...countryProblems,
    ...currencyProblems,
    ...listProblems(amounts, `${prefix}/amounts`, {
      ...PRODUCT_LIMITS.amounts,
      item: amountProblems,
      key: (entry) => String(entry),
    }),
    ...listProblems(frequencies, `${prefix}/frequencies`, {
      ...PRODUCT_LIMITS.frequencies,
      item: frequencyProblems,
      key: (entry) => String(frequencyDays(entry as ProductFrequency)),
    }),
  ];
}
