import { screens as emailBlockScreens } from "../screens/email-blocks";
import { screens as emailDomainScreens } from "../screens/email-domains";
import { screens as emailTemplateScreens } from "../screens/email-templates";
import type { Screens } from "./screens";

/** The email area's screens (issue 24): templates and their versions, blocks, sender domains. */
export const screens: Screens = {
  ...emailTemplateScreens,
  ...emailBlockScreens,
  ...emailDomainScreens,
};
