/**
 * The details tab's groups (issue 18: donor, address, payment, meta). A submission's visible
 * fields, each in one group; hidden (`_`) fields never, and payment fields only for operators
 * who see payments (their values are then masked as `maskPaymentValue` says).
 */
import { DEFAULT_FIELD_CATALOGUE, isHiddenField, isPaymentField } from "../fields/fields";
import type { FieldCatalogue } from "../fields/fields";

export const DETAIL_GROUPS = ["donor", "address", "payment", "meta"] as const;
export type DetailGroup = (typeof DETAIL_GROUPS)[number];

const DONOR = [
  "Name",
  "Title",
  "FirstName",
  "LastName",
  "Gender",
  "DOB",
  "Email",
  "Phone",
  "MobilePhone",
];
const ADDRESS = ["Address1", "Address2", "City", "Region", "Zip", "Country"];
const PLEDGE = ["Amount", "Currency", "Frequency", "Status", "Reason"];

export function detailGroup(field: string, catalogue = DEFAULT_FIELD_CATALOGUE): DetailGroup {
  if (DONOR.includes(field)) return "donor";
  if (ADDRESS.includes(field)) return "address";
  if (PLEDGE.includes(field) || isPaymentField(field, catalogue)) return "payment";
  return "meta";
}

export interface DetailSection {
  readonly group: DetailGroup;
  readonly fields: readonly string[];
}

/**
 * The groups of a submission's fields in the fixed group order; within a group the known fields
 * first in their usual order, then the others as the record lists them. Empty groups are left out.
 */
export function detailSections(
  fields: readonly string[],
  {
    showPayment,
    catalogue = DEFAULT_FIELD_CATALOGUE,
  }: { showPayment: boolean; catalogue?: FieldCatalogue },
): DetailSection[] {
  const order = [...DONOR, ...ADDRESS, ...PLEDGE];
  const rank = (field: string) => {
    const index = order.indexOf(field);
    return index === -1 ? order.length : index;
  };
  const visible = fields.filter(
    (field) => !isHiddenField(field) && (showPayment || !isPaymentField(field, catalogue)),
  );
  return DETAIL_GROUPS.map((group) => ({
    group,
    fields: visible
      .filter((field) => detailGroup(field, catalogue) === group)
      .sort((a, b) => rank(a) - rank(b)),
  })).filter((section) => section.fields.length > 0);
}
