import type { SortField } from "@canvass/sdk/contract";
import type { ListStateSpec } from "../../patterns";

const SORTABLE: readonly SortField<"listCustomReports">[] = ["Description", "Updated", "Created"];

/** `/reports`' address: search, sort (description by default) and page; no filters. */
export const REPORTS_LIST: ListStateSpec<never> = {
  filters: [],
  filterValues: {},
  sortable: SORTABLE,
  defaultSort: "Description",
};
