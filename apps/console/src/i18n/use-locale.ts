import { normalizeLocale, type Locale } from "@canvass/sdk/locale";
import { useIntl } from "react-intl";

/** The active locale ("fr-CA"), for the components that format numbers and dates themselves. */
export function useLocale(): Locale {
  return normalizeLocale(useIntl().locale);
}
