/**
 * Loads a locale's bundle on demand: `locales/<locale>.ts`, one chunk per locale (vite splits
 * each dynamic import into its own file).
 */
import type { LocaleBundle } from "@canvass/machines";
import type { Locale } from "@canvass/sdk/locale";

const LOADERS: Readonly<Record<Locale, () => Promise<{ default: LocaleBundle }>>> = {
  "en-CA": () => import("./locales/en-CA"),
  "en-GB": () => import("./locales/en-GB"),
  "en-IN": () => import("./locales/en-IN"),
  "en-SG": () => import("./locales/en-SG"),
  "en-US": () => import("./locales/en-US"),
  "es-ES": () => import("./locales/es-ES"),
  "es-PE": () => import("./locales/es-PE"),
  "fr-CA": () => import("./locales/fr-CA"),
};

export async function loadLocaleBundle(locale: Locale): Promise<LocaleBundle> {
  return (await LOADERS[locale]()).default;
}
