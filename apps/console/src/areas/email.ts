import { screens as emailBlockScreens } from "../screens/email-blocks";
import { screens as emailTemplateScreens } from "../screens/email-templates";
import type { Screens } from "./screens";

/** The email area's screens: templates, their versions and blocks (issue 24); the others are not built yet. */
export const screens: Screens = {
  ...emailTemplateScreens,
  ...emailBlockScreens,
};
