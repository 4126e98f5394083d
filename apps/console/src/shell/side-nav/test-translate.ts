/** A real react-intl `t` over the nav messages of one locale, for the pure functions' tests. */
import { createIntl } from "react-intl";
import type { Translate } from "../../i18n/use-t";
import { messages as enCA } from "../../i18n/messages/nav/en-CA";
import { messages as frCA } from "../../i18n/messages/nav/fr-CA";

const BUNDLES = { "en-CA": enCA, "fr-CA": frCA } as const;

export function translator(locale: keyof typeof BUNDLES = "en-CA"): Translate {
  const intl = createIntl({
    locale,
    messages: BUNDLES[locale],
    onError: (error) => {
      throw error;
    },
  });
  return (id, values) => intl.formatMessage({ id }, values as Record<string, string | number>);
}
