import { schemaEnums } from "../generated/enums";

/**
 * The locales the console ships message bundles for (spec §9), and the one it starts in: the
 * contract's `SupportedLocale`, generated from `openapi/` (no copy to keep in step). Order is
 * alphabetical by code, as the contract lists them, which is also the order of the
 * language-choice popup.
 */
export const SUPPORTED_LOCALES = schemaEnums.SupportedLocale;

/** A locale the console supports, e.g. `"fr-CA"`. */
export type Locale = (typeof SUPPORTED_LOCALES)[number];

/** The language part of a supported locale, e.g. `"fr"` (used for the page's `lang` attribute). */
export type Language = Locale extends `${infer L}-${string}` ? L : never;

/** Initial and fallback locale (spec §9). */
export const DEFAULT_LOCALE: Locale = "en-CA";

/**
 * What a bare language code means (spec §5): `en` → en-CA, `fr` → fr-CA, `es` → es-ES.
 */
export const LANGUAGE_DEFAULT_LOCALE: Readonly<Record<Language, Locale>> = {
  en: "en-CA",
  es: "es-ES",
  fr: "fr-CA",
};

/** One entry of the language-choice popup. */
export interface LanguageOption {
  readonly value: Locale;
  /** The locale's name written in its own language, so a reader finds their language whatever the current one is. */
  readonly display: string;
}

/** The language-choice entries, one per supported locale, each named in its own language. */
export const LANGUAGE_OPTIONS: readonly LanguageOption[] = [
  { value: "en-CA", display: "English (Canada)" },
  { value: "en-GB", display: "English (United Kingdom)" },
  { value: "en-IN", display: "English (India)" },
  { value: "en-SG", display: "English (Singapore)" },
  { value: "en-US", display: "English (United States)" },
  { value: "es-ES", display: "Español (España)" },
  { value: "es-PE", display: "Español (Perú)" },
  { value: "fr-CA", display: "Français (Canada)" },
];
