import { useCallback } from "react";
import { useIntl } from "react-intl";

export type MessageValues = Readonly<Record<string, string | number | Date | null | undefined>>;
export type Translate = (id: string, values?: MessageValues) => string;

/**
 * `t("nav.users")`: a message of the active locale as a string, ICU values filled in. Every key
 * passed as a literal is checked against the bundles by `bundles.test.ts`.
 */
export function useT(): Translate {
  const intl = useIntl();
  return useCallback<Translate>(
    (id, values) => intl.formatMessage({ id }, values as Record<string, string | number>),
    [intl],
  );
}
