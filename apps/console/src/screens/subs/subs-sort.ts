import { sortableFields } from "@canvass/sdk/contract";

/** The fields the table's headers sort by: the contract's `x-sortable` of `queryAccounts`. */
export const SORTABLE_SUBS_FIELDS: ReadonlySet<string> = new Set(
  sortableFields.queryAccounts.fields,
);
