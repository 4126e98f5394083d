import type { Screens } from "../../areas/screens";
import { GfmpBatchPage } from "./GfmpBatchPage";

/** `/gfmp-batch` (issue 23, decision 0038). */
export const screens: Screens = { gfmpBatch: GfmpBatchPage };
