import type { Screens } from "../../areas/screens";
import { DashboardPage } from "./DashboardPage";

/** The dashboard (issue 20): `/dashboard/{type*}`, the built-in `subs` type. */
export const screens: Screens = { dashboard: DashboardPage };
