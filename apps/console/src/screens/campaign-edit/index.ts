import type { Screens } from "../../areas/screens";
import { CampaignEditPage } from "./CampaignEditPage";

/**
 * The campaign editor (issue 19): `/campaign/{id}/edit/{page}`. The lead registers these in
 * `areas/campaigns.ts`.
 */
export const screens: Screens = {
  campaignEditPage: CampaignEditPage,
};
