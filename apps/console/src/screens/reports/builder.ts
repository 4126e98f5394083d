import type { Screens } from "../../areas/screens";
import { ReportPage } from "./ReportPage";

/** The report builder's chunk (loaded by `lazyScreen` from `index.ts`). */
export const screens: Screens = { report: ReportPage };
