/**
 * A profile's facts for the configured optional fields (decision 0011): each field's label in
 * the operator's language and its value as staff read it — yes or no, a date in the locale's
 * style, text and numbers as they are. A field without a value shows the list's empty text.
 * `rest` is the metadata the settings do not describe, for the profile's free-form fact.
 */
import { metadataFieldLabel } from "@canvass/sdk/fields";
import type { Fact } from "@canvass/ui";
import { useIntl } from "react-intl";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { metadataWithoutFields } from "./optional-values";
import { useOptionalFields } from "./use-optional-fields";

export function useOptionalFacts(
  kind: "user" | "team",
  metadata: Readonly<Record<string, unknown>> | null | undefined,
): { readonly facts: Fact[]; readonly rest: Record<string, unknown> } {
  const t = useT();
  const intl = useIntl();
  const locale = useLocale();
  const { fields = [] } = useOptionalFields(kind);
  const facts = fields.map((field): Fact => {
    const value = metadata?.[field.key];
    let shown: string | undefined;
    if (field.type === "boolean") shown = value === true ? t("fields.yes") : t("fields.no");
    else if (value === undefined || value === null || value === "") shown = undefined;
    else if (field.type === "date" && typeof value === "string") {
      const day = new Date(`${value}T00:00:00Z`);
      shown = Number.isNaN(day.getTime())
        ? value
        : intl.formatDate(day, { dateStyle: "medium", timeZone: "UTC" });
    } else if (field.type === "number" && typeof value === "number")
      shown = intl.formatNumber(value);
    else shown = typeof value === "string" ? value : JSON.stringify(value);
    return { id: `metadata.${field.key}`, label: metadataFieldLabel(field, locale), value: shown };
  });
  return { facts, rest: metadataWithoutFields(fields, metadata) };
}
