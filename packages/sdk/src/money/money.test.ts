import { describe, expect, it } from "vitest";
import { DEFAULT_CURRENCY, currencyForCountry, formatMoney, formatNumber } from "./index";

// French output uses no-break spaces (U+00A0 or U+202F, depending on the ICU version); compare
// them as plain spaces so the assertions check grouping and placement, not the ICU release.
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, " ");

describe("currencyForCountry (spec §9)", () => {
  it.each([
    ["US", "USD"],
    ["GB", "GBP"],
    ["CA", "CAD"],
    ["FR", "EUR"],
    ["ES", "EUR"],
    ["SG", "SGD"],
    ["PE", "PEN"],
    ["IN", "INR"],
  ])("%s → %s", (country, currency) => {
    expect(currencyForCountry(country)).toBe(currency);
  });

  it("ignores case and surrounding white space", () => {
    expect(currencyForCountry("ca")).toBe("CAD");
    expect(currencyForCountry(" gb ")).toBe("GBP");
    expect(currencyForCountry("Pe")).toBe("PEN");
  });

  it("defaults to USD", () => {
    expect(DEFAULT_CURRENCY).toBe("USD");
    expect(currencyForCountry("DE")).toBe("USD");
    expect(currencyForCountry("")).toBe("USD");
    expect(currencyForCountry(undefined)).toBe("USD");
    expect(currencyForCountry(null)).toBe("USD");
    expect(currencyForCountry("toString")).toBe("USD");
  });
});

describe("formatMoney", () => {
  it("writes amounts the locale's way", () => {
    expect(formatMoney(1234.5, "USD", "en-US")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "CAD", "en-CA")).toBe("$1,234.50");
    expect(formatMoney(1234.5, "GBP", "en-GB")).toBe("£1,234.50");
    expect(plainSpaces(formatMoney(1234.5, "EUR", "fr-CA"))).toBe("1 234,50 €");
    expect(plainSpaces(formatMoney(1234.5, "USD", "fr-CA"))).toBe("1 234,50 $ US");
    expect(formatMoney(1234567, "INR", "en-IN")).toBe("₹12,34,567.00");
  });

  it("lets the currency decide the decimals", () => {
    expect(formatMoney(1234.5, "JPY", "en-US")).toBe("¥1,235");
  });

  it("throws for a malformed currency code", () => {
    expect(() => formatMoney(1, "US", "en-US")).toThrow(RangeError);
  });
});

describe("formatNumber", () => {
  it("groups the locale's way", () => {
    expect(formatNumber(1234567.891, "en-US")).toBe("1,234,567.891");
    expect(formatNumber(1234567.891, "en-IN")).toBe("12,34,567.891");
    expect(plainSpaces(formatNumber(1234567.891, "fr-CA"))).toBe("1 234 567,891");
    expect(formatNumber(10n ** 12n, "en-GB")).toBe("1,000,000,000,000");
  });

  it("passes Intl options through", () => {
    expect(formatNumber(0.256, "en-CA", { style: "percent", maximumFractionDigits: 1 })).toBe(
      "25.6%",
    );
    expect(formatNumber(2, "es-ES", { minimumFractionDigits: 2 })).toBe("2,00");
  });
});
