import type { Schema } from "@canvass/sdk/contract";
import type { Language, Locale } from "@canvass/sdk/locale";

export type PlayerPreferences = Schema<"PlayerPreferences">;

/** Messages of a locale: nested keys down to strings. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** What a locale's bundle holds (spec §4): messages, number formats, date-time formats. */
export interface LocaleBundle {
  readonly messages: MessageTree;
  readonly numberFormats: Readonly<Record<string, Intl.NumberFormatOptions>>;
  readonly dateTimeFormats: Readonly<Record<string, Intl.DateTimeFormatOptions>>;
}

/** Optional overrides merged over a loaded bundle (deeply for messages, per format key otherwise). */
export interface LocaleBundleOverrides {
  readonly messages?: MessageTree;
  readonly numberFormats?: Readonly<Record<string, Intl.NumberFormatOptions>>;
  readonly dateTimeFormats?: Readonly<Record<string, Intl.DateTimeFormatOptions>>;
}

export type LanguageEvent =
  /** Show the console in `locale` (any spelling `parseLocale` reads); unsupported changes nothing. */
  | { type: "language.switch"; locale: string }
  /** The language-choice popup: switch, then save it to the preferences if it is allowed. */
  | { type: "language.choose"; locale: string };

/** The step that failed last, with what it threw. */
export interface LanguageFailure {
  readonly step: "loadBundle" | "fetchPreferences" | "savePreferences";
  readonly cause: unknown;
}

export interface LanguageContext {
  /** The current locale: set as soon as a switch starts. */
  readonly locale: Locale;
  /** The locale whose bundle is active (`null` until the first one is). */
  readonly activeLocale: Locale | null;
  /** Bundles loaded so far, overrides already merged: each locale loads once. */
  readonly bundles: Readonly<Partial<Record<Locale, LocaleBundle>>>;
  readonly overrides: Readonly<Partial<Record<Locale, LocaleBundleOverrides>>>;
  /** The client settings' `opts.languages.allowed`: only these are saved to the preferences. */
  readonly allowed: readonly string[];
  /** The locale to save to the preferences once it is active, if any. */
  readonly pendingSave: Locale | null;
  /** The fetched preferences with the language set, while they are being saved. */
  readonly preferences: PlayerPreferences | null;
  readonly failure: LanguageFailure | null;
}

export interface LanguageInput {
  /** The locale to start in (normalised; defaults to en-CA). */
  readonly locale?: string;
  readonly allowed?: readonly string[];
  readonly overrides?: Readonly<Partial<Record<Locale, LocaleBundleOverrides>>>;
}

/** Input of the injected `loadBundle` actor. */
export interface LoadBundleInput {
  readonly locale: Locale;
}

/** Input of the injected `savePreferences` actor. */
export interface SavePreferencesInput {
  readonly preferences: PlayerPreferences;
}

/** Params of the injected `setDocumentLang` action. */
export interface DocumentLangParams {
  readonly lang: Language;
}

/** Params of the injected `activateBundle` action. */
export interface ActivateBundleParams {
  readonly locale: Locale;
  readonly bundle: LocaleBundle;
}
