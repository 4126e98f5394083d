import type { ListStateSpec } from "../../patterns";

export type TeamFilter = "parent";

/** The team list's address: `parent` narrows to one team's direct sub-teams; sort by title. */
export const TEAMS_LIST: ListStateSpec<TeamFilter> = {
  filters: ["parent"],
  sortable: ["title", "parent", "role", "updated"],
  defaultSort: "title",
};
