import { screens as subsScreens } from "../screens/subs";
import type { Screens } from "./screens";

/** The submissions area's screens (the others show the "not built yet" page). */
export const screens: Screens = {
  ...subsScreens,
};
