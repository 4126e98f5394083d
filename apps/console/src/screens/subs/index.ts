import type { Screens } from "../../areas/screens";
import { SubsPage } from "./SubsPage";

/** The submissions list (issue 18). */
export const screens: Screens = { subs: SubsPage };
