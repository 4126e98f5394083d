/**
 * A submission value as the lookup shows it: dates in the reader's locale (DOB as the calendar
 * day, no zone shift), booleans as yes/no, payment values masked where the SDK says.
 */
import { isBooleanField, isDateField, isUtcDateField } from "@canvass/sdk/fields";
import { maskPaymentValue } from "@canvass/sdk/masks";
import type { IntlShape } from "react-intl";
import type { Translate } from "../../i18n/use-t";

export function fieldText(
  field: string,
  value: unknown,
  t: Translate,
  intl: IntlShape,
): string | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  if (isBooleanField(field) || typeof value === "boolean") {
    return value === true ? t("lookup.yes") : t("lookup.no");
  }
  if (isDateField(field) && typeof value === "string") {
    const date = new Date(value);
    if (Number.isNaN(date.getTime())) return value;
    return isUtcDateField(field)
      ? intl.formatDate(date, { dateStyle: "medium", timeZone: "UTC" })
      : intl.formatDate(date, { dateStyle: "medium", timeStyle: "short" });
  }
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return maskPaymentValue(field, text);
}

/**
 * A field's label: the translated `lookup.field.<Name>` where the bundles know the field, else
 * its name (a field the configuration adds has no translation; its name is what staff know).
 */
export function fieldLabel(field: string, intl: IntlShape): string {
  const id = `lookup.field.${field}`;
  return id in intl.messages ? intl.formatMessage({ id }) : field;
}
