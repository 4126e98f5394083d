import type { Screens } from "../../areas/screens";
import { BlocksPage } from "./BlocksPage";

/** `/blocks` (issue 24). */
export const screens: Screens = {
  blocks: BlocksPage,
};
