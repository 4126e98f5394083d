import { describe, expect, it } from "vitest";
import {
  DEFAULT_LOCALE,
  LANGUAGE_OPTIONS,
  SUPPORTED_LOCALES,
  canSwitchLanguage,
  isSupportedLocale,
  languagePart,
  normalizeLocale,
  parseLocale,
} from "./index";
import { canonicalLocaleCode } from "./locale";

describe("locale constants (spec §9)", () => {
  it("supports exactly the eight locales, defaulting to en-CA", () => {
    expect([...SUPPORTED_LOCALES]).toEqual([
      "en-CA",
      "en-GB",
      "en-IN",
      "en-SG",
      "en-US",
      "es-ES",
      "es-PE",
      "fr-CA",
    ]);
    expect(DEFAULT_LOCALE).toBe("en-CA");
  });

  it("offers one language option per locale, each named in its own language", () => {
    expect(LANGUAGE_OPTIONS.map((option) => option.value)).toEqual([...SUPPORTED_LOCALES]);
    expect(LANGUAGE_OPTIONS.find((option) => option.value === "fr-CA")?.display).toBe(
      "Français (Canada)",
    );
    expect(LANGUAGE_OPTIONS.find((option) => option.value === "es-PE")?.display).toBe(
      "Español (Perú)",
    );
    expect(new Set(LANGUAGE_OPTIONS.map((option) => option.display)).size).toBe(8);
  });
});

describe("isSupportedLocale", () => {
  it("accepts only the exact supported spellings", () => {
    expect(isSupportedLocale("es-PE")).toBe(true);
    expect(isSupportedLocale("es-pe")).toBe(false);
    expect(isSupportedLocale("de-DE")).toBe(false);
    expect(isSupportedLocale("en")).toBe(false);
  });
});

describe("canonicalLocaleCode", () => {
  it.each([
    ["EN-us", "en-US"],
    ["fr_ca", "fr-CA"],
    ["  es-pe ", "es-PE"],
    ["de-de", "de-DE"],
    ["FR", "fr"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(canonicalLocaleCode(input)).toBe(expected);
  });
});

describe("normalizeLocale (spec §5)", () => {
  it.each([
    ["en-us", "en-US"],
    ["EN_GB", "en-GB"],
    ["fr-ca", "fr-CA"],
    ["es_pe", "es-PE"],
    ["en", "en-CA"],
    ["fr", "fr-CA"],
    ["es", "es-ES"],
    ["ES", "es-ES"],
    ["de", "en-CA"],
    ["de-DE", "en-CA"],
    ["fr-FR", "en-CA"],
    ["", "en-CA"],
    ["nonsense", "en-CA"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });
});

describe("parseLocale", () => {
  it("returns null for an unsupported locale so a switch can change nothing", () => {
    expect(parseLocale("de-DE")).toBeNull();
    expect(parseLocale("xx")).toBeNull();
    expect(parseLocale("en_in")).toBe("en-IN");
    expect(parseLocale("fr")).toBe("fr-CA");
  });
});

describe("languagePart", () => {
  it("is the part before the hyphen", () => {
    expect(languagePart("fr-CA")).toBe("fr");
    expect(languagePart("es-PE")).toBe("es");
    expect(languagePart("en-SG")).toBe("en");
  });
});

describe("canSwitchLanguage (spec §4)", () => {
  const allowed = ["en-CA", "fr-CA", "es-PE"];

  it("allows a supported locale that is in the allowed list", () => {
    expect(canSwitchLanguage("fr-CA", allowed)).toBe(true);
    expect(canSwitchLanguage("fr_ca", allowed)).toBe(true);
    expect(canSwitchLanguage("fr", allowed)).toBe(true);
  });

  it("refuses a supported locale missing from the list", () => {
    expect(canSwitchLanguage("en-US", allowed)).toBe(false);
    expect(canSwitchLanguage("es", allowed)).toBe(false);
  });

  it("refuses unsupported locales even when listed, and anything with an empty list", () => {
    expect(canSwitchLanguage("de-DE", ["de-DE", "en-CA"])).toBe(false);
    expect(canSwitchLanguage("en-CA", [])).toBe(false);
  });

  it("reads list entries the same way as the locale", () => {
    expect(canSwitchLanguage("es-ES", ["es"])).toBe(true);
  });
});
