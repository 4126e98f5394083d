import { screens as campaignEditScreens } from "../screens/campaign-edit";
import type { Screens } from "./screens";

/**
 * The campaigns area's screens. The campaign editor (`/campaign/{id}/edit/{page}`) is registered
 * here for its e2e (campaign-edit worktree); the campaigns worktree owns this file and the lead
 * joins both on merge. The other routes show the "not built yet" page until then.
 */
export const screens: Screens = {
  ...campaignEditScreens,
};
