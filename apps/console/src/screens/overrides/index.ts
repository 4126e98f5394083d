import type { Screens } from "../../areas/screens";
import { ExclusionPage } from "./ExclusionPage";
import { OverridesPage } from "./OverridesPage";

/** `/overrides/{campaign?}`, `/overrides/{campaign}/new`, `/overrides/{campaign}/{exclusionId}`. */
export const screens: Screens = {
  overrides: OverridesPage,
  overrideNew: ExclusionPage,
  override: ExclusionPage,
};
