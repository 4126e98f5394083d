import { useCallback, useSyncExternalStore, type ReactNode } from "react";
import { IntlProvider, ReactIntlErrorCode, type IntlConfig } from "react-intl";
import { DEFAULT_LOCALE } from "@canvass/sdk/locale";
import { useRuntime } from "../app/runtime-context";
import type { Messages } from "./messages";

/**
 * Puts the active locale bundle into react-intl: the flat messages, and the bundle's named number
 * and date-time formats. Children wait (the `fallback`) until the first bundle is active.
 */
export function I18nProvider({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { language } = useRuntime();
  const subscribe = useCallback((listener: () => void) => language.subscribe(listener), [language]);
  const active = useSyncExternalStore(subscribe, () => language.getActive());
  if (active === null) return fallback;
  const { bundle, locale } = active;
  return (
    <IntlProvider
      locale={locale}
      defaultLocale={DEFAULT_LOCALE}
      messages={bundle.messages as Messages}
      // The bundle's Intl options, as react-intl's named formats (its types predate
      // exactOptionalPropertyTypes).
      formats={
        {
          number: bundle.numberFormats,
          date: bundle.dateTimeFormats,
          time: bundle.dateTimeFormats,
        } as NonNullable<IntlConfig["formats"]>
      }
      onError={(error) => {
        if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.warn(error.message);
      }}
    >
      {children}
    </IntlProvider>
  );
}
