import { screens as exportScreens } from "../screens/exports";
import { screens as gfmpBatchScreens } from "../screens/gfmp-batch";
import { screens as importScreens } from "../screens/imports";
import { screens as reportScreens } from "../screens/reports";
import type { Screens } from "./screens";

/**
 * The exports area's screens: the exports (issue 21) and the fundraising-platform batch (issue
 * 23) and the imports (issue 23); reports show "not built yet".
 */
export const screens: Screens = {
  ...exportScreens,
  ...gfmpBatchScreens,
  ...importScreens,
  ...reportScreens,
};
