import { screens as exportScreens } from "../screens/exports";
import type { Screens } from "./screens";

/** The exports area's screens: the exports (issue 21); the others show "not built yet". */
export const screens: Screens = {
  ...exportScreens,
import { screens as gfmpBatchScreens } from "../screens/gfmp-batch";
import type { Screens } from "./screens";

/** The exports area's screens: the fundraising-platform batch (issue 23); the rest show "not built yet". */
export const screens: Screens = {
  ...gfmpBatchScreens,
};
