import { screens as exportScreens } from "../screens/exports";
import type { Screens } from "./screens";

/** The exports area's screens: the exports (issue 21); the others show "not built yet". */
export const screens: Screens = {
  ...exportScreens,
};
