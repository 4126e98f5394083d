import { screens as lookupScreens } from "../screens/lookup";
import type { Screens } from "./screens";

/** The submissions area's screens (issue 18): the lookup; the rest show "not built yet". */
export const screens: Screens = { ...lookupScreens };
