/**
 * What each list's `Sort` may name, generated from the contract's `x-sortable` (`sortableFields`).
 * The server's list toolkit refuses any other name; the console drops any other name from the
 * address. `Sort` is a field name, prefixed with `-` for descending (`-Created`).
 */
import { sortableFields } from "../generated/sortable";
import type { SortableFields } from "./field-limits.types";

export { sortableFields };

/** The list operations that take `Sort`. */
export type SortableOperation = keyof typeof sortableFields;

/** The fields `Sort` may name on a list. */
export type SortField<O extends SortableOperation> = (typeof sortableFields)[O]["fields"][number];

/** A `Sort` value read: the field and the direction. */
export interface SortRequest<F extends string = string> {
  readonly field: F;
  readonly descending: boolean;
  /** As sent: `-Created`, `lastname`. */
  readonly text: string;
}

/** Whether a list operation takes `Sort` (has `x-sortable`). */
export function isSortableOperation(operationId: string): operationId is SortableOperation {
  return Object.hasOwn(sortableFields, operationId);
}

/** The sortable fields and the default sort of a list. */
export function sortableOf(operationId: SortableOperation): SortableFields {
  return sortableFields[operationId];
}

/**
 * Reads a `Sort` value for a list: the default when absent, `undefined` when the list cannot be
 * sorted by that field.
 */
export function readSort<O extends SortableOperation>(
  operationId: O,
  text: string | undefined,
): SortRequest<SortField<O>> | undefined {
  const { fields, default: fallback } = sortableFields[operationId];
  const value = text ?? fallback;
  const descending = value.startsWith("-");
  const field = descending ? value.slice(1) : value;
  if (!(fields as readonly string[]).includes(field)) return undefined;
  return { field: field as SortField<O>, descending, text: value };
}
