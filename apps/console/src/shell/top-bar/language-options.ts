/**
 * The languages the language popup offers: the SDK's `LANGUAGE_OPTIONS` (each named in its own
 * language, in their order) that the organisation allows (`settings.allowedLocales`). The active
 * locale is always listed, so the popup shows what is in use even when the organisation no longer
 * allows it (it shows disabled, as the current one).
 */
import { LANGUAGE_OPTIONS, type LanguageOption, type Locale } from "@canvass/sdk/locale";

export function languageOptionsFor(
  allowed: readonly Locale[],
  current: Locale,
  options: readonly LanguageOption[] = LANGUAGE_OPTIONS,
): readonly LanguageOption[] {
  const shown = new Set<Locale>([...allowed, current]);
  return options.filter((option) => shown.has(option.value));
}
