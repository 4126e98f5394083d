import { schemaLimits, type SortField } from "@canvass/sdk/contract";
import { fitsLimits, type ListStateSpec } from "../../../patterns";

export type SourceCodeFilter = "campaign";

const SORTABLE: readonly SortField<"listSourceCodes">[] = ["name", "code", "campaign", "Created"];

/** `/sourcecodes`' address: `campaign` (an id) narrows it; sorted by name by default. */
export const SOURCE_CODES_LIST: ListStateSpec<SourceCodeFilter> = {
  filters: ["campaign"],
  filterValues: { campaign: fitsLimits(schemaLimits.Campaign.id) },
  sortable: SORTABLE,
  defaultSort: "name",
};
