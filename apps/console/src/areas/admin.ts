import { screens as adminScreens } from "../screens/admin";
import { screens as overrideScreens } from "../screens/overrides";
import type { Screens } from "./screens";

/** The admin area's screens (issue 20): source codes, field options, feedback, dashboard pages, configuration. */
export const screens: Screens = {
  ...adminScreens,
  ...overrideScreens,
};
