import { screens as activeScreens } from "../screens/active";
import { screens as teamScreens } from "../screens/teams";
import { screens as treeScreens } from "../screens/tree";
import { screens as userScreens } from "../screens/users";
import { screens as bulkScreens } from "../screens/users-bulk";
import type { Screens } from "./screens";

/**
 * The people area (issue #8): users, teams, the hierarchy, bulk creation and active users. One
 * lazy chunk; each part lists its own screens.
 */
export const screens: Screens = {
  ...userScreens,
  ...bulkScreens,
  ...teamScreens,
  ...treeScreens,
  ...activeScreens,
};
