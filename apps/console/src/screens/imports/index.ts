import type { Screens } from "../../areas/screens";
import { ImportsPage } from "./ImportsPage";

/** The imports screen by route id (issue 23). */
export const screens: Screens = { imports: ImportsPage };
