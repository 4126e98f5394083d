import { isCampaignType } from "@canvass/sdk/campaigns";
import { schemaLimits, type SortField } from "@canvass/sdk/contract";
import { fitsLimits, type ListStateSpec } from "../../patterns";

export type CampaignFilter = "type" | "team";

/** The columns the table sorts by (fields of the contract's `x-sortable` of `listCampaigns`). */
const SORTABLE: readonly SortField<"listCampaigns">[] = ["title", "type", "Created", "Updated"];

/**
 * The campaign list's address: `type` (one of the contract's campaign types) and `team` (an id)
 * narrow it, anything else is ignored with a notice; sorted by title (leading articles ignored,
 * decision 0025) unless the address says otherwise.
 */
export const CAMPAIGNS_LIST: ListStateSpec<CampaignFilter> = {
  filters: ["type", "team"],
  filterValues: { type: isCampaignType, team: fitsLimits(schemaLimits.Team.id) },
  sortable: SORTABLE,
  defaultSort: "title",
};
