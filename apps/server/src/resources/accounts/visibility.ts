/**
 * Which submission fields a caller may see: personal details need ViewSubDetails (never rep;
 * not `nosubdetails`), payment fields ViewSubPayment (not `nosubpay`) and the donor's location
 * ViewSubLocation (not `nosublocation`). Hidden fields are left out of every answer.
 */
import { holds, type Principal } from "../../auth/index.js";
import type { FieldVisibility, ListField } from "./list-spec.js";

export type HiddenGroups = ReadonlySet<FieldVisibility>;

/** The field groups hidden from the caller. */
export function hiddenGroups(principal: Principal): HiddenGroups {
  const hidden = new Set<FieldVisibility>();
  if (!holds(principal, "ViewSubDetails")) hidden.add("details");
  if (!holds(principal, "ViewSubPayment")) hidden.add("payment");
  if (!holds(principal, "ViewSubLocation")) hidden.add("location");
  return hidden;
}

/** Whether the caller may see the field. */
export function isVisible(field: ListField, hidden: HiddenGroups): boolean {
  return field.visibility === undefined || !hidden.has(field.visibility);
}
