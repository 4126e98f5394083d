import { screens as campaignEditScreens } from "../screens/campaign-edit";
import { screens as campaignScreens } from "../screens/campaigns";
import { screens as fieldOpsScreens } from "../screens/field-ops";
import { screens as campaignTasksScreens } from "../screens/campaign-tasks";
import type { Screens } from "./screens";

/**
 * The campaigns area: the list, the profile and creation (`screens/campaigns`, decision 0025),
 * the editor's ten sub-pages (`screens/campaign-edit`, decisions 0026, 0031, 0032), the tasks page
 * (`screens/campaign-tasks`, decision 0031), and the field lists /cancels, /checkins and /chats
 * (`screens/field-ops`, decision 0036).
 */
export const screens: Screens = {
  ...campaignScreens,
  ...campaignEditScreens,
  ...fieldOpsScreens,
  ...campaignTasksScreens,
};
