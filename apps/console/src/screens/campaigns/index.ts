import type { Screens } from "../../areas/screens";
import { CampaignNewPage } from "./CampaignNewPage";
import { CampaignProfilePage } from "./CampaignProfilePage";
import { CampaignsPage } from "./CampaignsPage";

/** The campaign screens of issue 19's first half: list, profile, create (decision 0025). */
export const screens: Screens = {
  campaigns: CampaignsPage,
  campaignProfile: CampaignProfilePage,
  campaignNew: CampaignNewPage,
};
