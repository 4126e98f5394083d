import { screens as clientScreens } from "../screens/clients";
import type { Screens } from "./screens";

/** The clients area's screens (issue 22): the list, a new client, a client with its assignments. */
export const screens: Screens = {
  ...clientScreens,
};
