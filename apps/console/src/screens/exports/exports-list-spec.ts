import type { SortField } from "@canvass/sdk/contract";
import type { ListStateSpec } from "../../patterns";

const SORTABLE: readonly SortField<"listExports">[] = [
  "Description",
  "Format",
  "Updated",
  "Created",
];

/** `/exports`' address: search, sort (description by default) and page; no filters. */
export const EXPORTS_LIST: ListStateSpec<never> = {
  filters: [],
  filterValues: {},
  sortable: SORTABLE,
  defaultSort: "Description",
};
