import {
  DEFAULT_LOCALE,
  LANGUAGE_DEFAULT_LOCALE,
  SUPPORTED_LOCALES,
  type Language,
  type Locale,
} from "./locale.constants";

const SUPPORTED: ReadonlySet<string> = new Set<string>(SUPPORTED_LOCALES);

/** Whether `code` is exactly one of the supported locales (case and separator matter; see `parseLocale`). */
export function isSupportedLocale(code: string): code is Locale {
  return SUPPORTED.has(code);
}

function isLanguage(code: string): code is Language {
  return Object.hasOwn(LANGUAGE_DEFAULT_LOCALE, code);
}

/**
 * The canonical spelling of a locale code, without deciding whether it is supported (spec §5):
 * a code with a hyphen or underscore becomes the language in lower case plus the rest in upper
 * case, joined by hyphens (`EN_us` → `en-US`); a bare code is lower-cased (`FR` → `fr`).
 * Surrounding white space is dropped; an empty code stays empty.
 */
export function canonicalLocaleCode(code: string): string {
  const parts = code
    .trim()
    .split(/[-_]/)
    .filter((part) => part !== "");
  const [language = "", ...rest] = parts;
  return [language.toLowerCase(), ...rest.map((part) => part.toUpperCase())].join("-");
}

/**
 * The supported locale a code names, or `null` when it names none. Bare `en`, `fr` and `es`
 * name en-CA, fr-CA and es-ES. Use this where an unsupported locale must change nothing
 * (spec §4: "An unsupported locale loads nothing and changes nothing").
 */
export function parseLocale(code: string): Locale | null {
  const canonical = canonicalLocaleCode(code);
  if (isSupportedLocale(canonical)) return canonical;
  if (isLanguage(canonical)) return LANGUAGE_DEFAULT_LOCALE[canonical];
  return null;
}

/**
 * Locale normalisation (spec §5): always a supported locale. Known codes in any case or with `_`
 * map to themselves, bare `en`/`fr`/`es` to en-CA/fr-CA/es-ES, and everything else to en-CA —
 * including well-formed but unsupported codes such as `de-DE` and `fr-FR` (the spec's "any other
 * unknown code maps to en-CA"; there is no per-language guess for an unsupported region).
 */
export function normalizeLocale(code: string): Locale {
  return parseLocale(code) ?? DEFAULT_LOCALE;
}

/** The language part of a locale, for the page's `lang` attribute: `fr-CA` → `fr`. */
export function languagePart(locale: Locale): Language {
  return locale.slice(0, locale.indexOf("-")) as Language;
}

/**
 * Whether the language-change interface may switch to `locale` (spec §4): it must name a
 * supported locale and that locale must be in `allowedList`. Entries of the list and `locale`
 * are read with `parseLocale`, so `fr` and `fr_ca` both mean fr-CA; an empty list allows nothing.
 */
export function canSwitchLanguage(locale: string, allowedList: readonly string[]): boolean {
  const wanted = parseLocale(locale);
  if (wanted === null) return false;
  return allowedList.some((allowed) => parseLocale(allowed) === wanted);
}
