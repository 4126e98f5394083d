import { schemaLimits, type SortField } from "@canvass/sdk/contract";
import { fitsLimits, type ListStateSpec } from "../../patterns";

export type TeamFilter = "parent";

/** The columns the table sorts by (fields of the contract's `x-sortable` of `listTeams`). */
const SORTABLE: readonly SortField<"listTeams">[] = ["title", "parent", "role", "updated"];

/**
 * The team list's address: `parent` narrows to one team's direct sub-teams (an id, else ignored
 * with a notice); sort by title.
 */
export const TEAMS_LIST: ListStateSpec<TeamFilter> = {
  filters: ["parent"],
  filterValues: { parent: fitsLimits(schemaLimits.Team.id) },
  sortable: SORTABLE,
  defaultSort: "title",
};
