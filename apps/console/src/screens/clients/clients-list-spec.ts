import type { SortField } from "@canvass/sdk/contract";
import type { ListStateSpec } from "../../patterns";

const SORTABLE: readonly SortField<"listClients">[] = ["name", "Created"];

/** The spec's one list that opens with 10 a page (§9 "Clients list default 10"). */
export const CLIENTS_PAGE_SIZE = 10;

/** `/clients`' address: search by name, sorted by name, 10 a page unless the address says. */
export const CLIENTS_LIST: ListStateSpec<never> = {
  filters: [],
  sortable: SORTABLE,
  defaultSort: "name",
  defaultPageSize: CLIENTS_PAGE_SIZE,
};
