import { screens as campaignEditScreens } from "../screens/campaign-edit";
import { screens as campaignScreens } from "../screens/campaigns";
import { screens as fieldOpsScreens } from "../screens/field-ops";
import { screens as campaignTasksScreens } from "../screens/campaign-tasks";
import type { Screens } from "./screens";

/**
 * The campaigns area (issue 19): the list, the profile and creation (`screens/campaigns`,
 * decision 0025) and the editor's sub-pages (`screens/campaign-edit`, decision 0026). Tasks
 * still show the "not built yet" page.
 */
export const screens: Screens = {
  ...campaignScreens,
  ...campaignEditScreens,
  ...fieldOpsScreens,
  ...campaignTasksScreens,
};
