import {
  BOOLEAN_FIELDS,
  DATE_FIELDS,
  PAYMENT_FIELDS,
  UPPERCASE_FIELDS,
  UTC_DATE_FIELDS,
} from "./catalogue";
import { createFieldSet, fieldSetHas } from "./field-set";
import type { FieldSet } from "./field-set";

/** The groups a field can belong to; `hidden` means it starts with "_". */
export type FieldGroup = "hidden" | "payment" | "boolean" | "date" | "uppercase" | "other";

/** The field lists in force: built-in ones with configuration applied (see buildFieldCatalogue). */
export interface FieldCatalogue {
  readonly payment: FieldSet;
  readonly boolean: FieldSet;
  readonly date: FieldSet;
  readonly utcDate: FieldSet;
  readonly uppercase: FieldSet;
}

/** Configuration may add or remove payment and uppercase fields (spec §3). */
export interface FieldCatalogueChanges {
  readonly add?: { readonly payment?: readonly string[]; readonly uppercase?: readonly string[] };
  readonly remove?: {
    readonly payment?: readonly string[];
    readonly uppercase?: readonly string[];
  };
}

export function buildFieldCatalogue({
  add = {},
  remove = {},
}: FieldCatalogueChanges = {}): FieldCatalogue {
  return {
    payment: createFieldSet(PAYMENT_FIELDS, { add: add.payment, remove: remove.payment }),
    boolean: createFieldSet(BOOLEAN_FIELDS),
    date: createFieldSet(DATE_FIELDS),
    utcDate: createFieldSet(UTC_DATE_FIELDS),
    uppercase: createFieldSet(UPPERCASE_FIELDS, { add: add.uppercase, remove: remove.uppercase }),
  };
}

/** The same changes as the portal settings spell them (`paymentFields`/`uppercaseFields`). */
export interface PortalFieldSettings {
  readonly paymentFields?:
    { readonly add?: readonly string[]; readonly remove?: readonly string[] } | undefined;
  readonly uppercaseFields?:
    { readonly add?: readonly string[]; readonly remove?: readonly string[] } | undefined;
}

export function fieldCatalogueFromSettings({
  paymentFields,
  uppercaseFields,
}: PortalFieldSettings): FieldCatalogue {
  return buildFieldCatalogue({
    add: { payment: paymentFields?.add ?? [], uppercase: uppercaseFields?.add ?? [] },
    remove: { payment: paymentFields?.remove ?? [], uppercase: uppercaseFields?.remove ?? [] },
  });
}

/** The catalogue without configuration. */
export const DEFAULT_FIELD_CATALOGUE: FieldCatalogue = buildFieldCatalogue();

/** Fields starting with an underscore are hidden from lists. */
export function isHiddenField(name: string): boolean {
  return name.startsWith("_");
}

export function visibleFields(names: readonly string[]): string[] {
  return names.filter((name) => !isHiddenField(name));
}

export function isPaymentField(name: string, catalogue = DEFAULT_FIELD_CATALOGUE): boolean {
  return fieldSetHas(catalogue.payment, name);
}

export function isBooleanField(name: string, catalogue = DEFAULT_FIELD_CATALOGUE): boolean {
  return fieldSetHas(catalogue.boolean, name);
}

export function isDateField(name: string, catalogue = DEFAULT_FIELD_CATALOGUE): boolean {
  return fieldSetHas(catalogue.date, name);
}

/** DOB: a calendar date kept in UTC, shown without a time-zone shift. */
export function isUtcDateField(name: string, catalogue = DEFAULT_FIELD_CATALOGUE): boolean {
  return fieldSetHas(catalogue.utcDate, name);
}

export function isUppercaseField(name: string, catalogue = DEFAULT_FIELD_CATALOGUE): boolean {
  return fieldSetHas(catalogue.uppercase, name);
}

/** Every group a field belongs to, in the order of `fieldGroup`'s precedence. */
export function fieldGroups(name: string, catalogue = DEFAULT_FIELD_CATALOGUE): FieldGroup[] {
  const groups: FieldGroup[] = [];
  if (isHiddenField(name)) groups.push("hidden");
  if (isPaymentField(name, catalogue)) groups.push("payment");
  if (isBooleanField(name, catalogue)) groups.push("boolean");
  if (isDateField(name, catalogue)) groups.push("date");
  if (isUppercaseField(name, catalogue)) groups.push("uppercase");
  return groups.length > 0 ? groups : ["other"];
}

/**
 * The one group that decides how a field is treated: hidden first, then payment (the `nosubpay`
 * gate outranks formatting, so LastImportDate is "payment"), boolean, date, uppercase, other.
 */
export function fieldGroup(name: string, catalogue = DEFAULT_FIELD_CATALOGUE): FieldGroup {
  return fieldGroups(name, catalogue)[0] ?? "other";
}
