import { screens as emailDomainScreens } from "../screens/email-domains";
import type { Screens } from "./screens";

/** The email area's screens: sender domains (issue 24); the rest show "not built yet". */
export const screens: Screens = {
  ...emailDomainScreens,
import { screens as emailBlockScreens } from "../screens/email-blocks";
import { screens as emailTemplateScreens } from "../screens/email-templates";
import type { Screens } from "./screens";

/** The email area's screens: templates, their versions and blocks (issue 24); the others are not built yet. */
export const screens: Screens = {
  ...emailTemplateScreens,
  ...emailBlockScreens,
};
