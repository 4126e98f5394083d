import type { Screens } from "../../areas/screens";
import { CampaignTasksPage } from "./CampaignTasksPage";

/** `/campaign/{id}/tasks` (EditCampaignTasks, issue 19; decision 0031). */
export const screens: Screens = {
  campaignTasks: CampaignTasksPage,
};
