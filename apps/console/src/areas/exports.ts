import { screens as exportScreens } from "../screens/exports";
import { screens as gfmpBatchScreens } from "../screens/gfmp-batch";
import { screens as importScreens } from "../screens/imports";
import { screens as reportScreens } from "../screens/reports";
import type { Screens } from "./screens";

/**
 * The exports area's screens: the exports and the custom reports (issue 21), the
 * fundraising-platform batch and the imports (issue 23).
 */
export const screens: Screens = {
  ...exportScreens,
  ...gfmpBatchScreens,
  ...importScreens,
  ...reportScreens,
};
