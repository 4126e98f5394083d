export {
  SUPPORTED_LOCALES,
  DEFAULT_LOCALE,
  LANGUAGE_DEFAULT_LOCALE,
  LANGUAGE_OPTIONS,
} from "./locale.constants";
export type { Locale, Language, LanguageOption } from "./locale.constants";
export {
  isSupportedLocale,
  parseLocale,
  normalizeLocale,
  languagePart,
  canSwitchLanguage,
} from "./locale";
