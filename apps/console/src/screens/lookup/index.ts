import type { Screens } from "../../areas/screens";
import { LookupPage } from "./LookupPage";

/** The submission lookup (issue 18): `/lookup/{ids?}/{defaultTab?}`. */
export const screens: Screens = { lookup: LookupPage };
