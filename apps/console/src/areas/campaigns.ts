import { screens as campaignScreens } from "../screens/campaigns";
import type { Screens } from "./screens";

/**
 * The campaigns area (issue 19): the list, the profile and creation (decision 0025). The edit
 * sub-pages and tasks come from `screens/campaign-edit` (decision 0026); until then those routes
 * show the "not built yet" page.
 */
export const screens: Screens = {
  ...campaignScreens,
};
