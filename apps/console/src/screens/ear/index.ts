import type { Screens } from "../../areas/screens";
import { EarPage } from "./EarPage";

/** The digital ear (issue 25): `/subs/ear`, admin only. */
export const screens: Screens = { digitalEar: EarPage };
