import type { Screens } from "../../areas/screens";
import { BatchEditPage } from "./BatchEditPage";

/** The batch edit's screen by route id (issue 25, decision 0041). */
export const screens: Screens = { batchEdit: BatchEditPage };
