import { screens as gfmpBatchScreens } from "../screens/gfmp-batch";
import type { Screens } from "./screens";

/** The exports area's screens: the fundraising-platform batch (issue 23); the rest show "not built yet". */
export const screens: Screens = {
  ...gfmpBatchScreens,
};
