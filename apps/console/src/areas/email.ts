import { screens as emailDomainScreens } from "../screens/email-domains";
import type { Screens } from "./screens";

/** The email area's screens: sender domains (issue 24); the rest show "not built yet". */
export const screens: Screens = {
  ...emailDomainScreens,
};
