import { screens as lookupScreens } from "../screens/lookup";
import { screens as subsScreens } from "../screens/subs";
import type { Screens } from "./screens";

/** The submissions area's screens (issue 18): the list and the lookup; the rest show "not built yet". */
export const screens: Screens = {
  ...subsScreens,
  ...lookupScreens,
};
