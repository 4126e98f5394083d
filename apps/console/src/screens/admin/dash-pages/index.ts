import type { Screens } from "../../../areas/screens";
import { DashPagesPage } from "./DashPagesPage";

/** `/dashpages` (issue 20). */
export const screens: Screens = { dashPages: DashPagesPage };
