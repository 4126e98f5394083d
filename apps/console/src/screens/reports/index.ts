import { lazyScreen, type Screens } from "../../areas/screens";
import { ReportsPage } from "./ReportsPage";

const builder = () => import("./builder");

/**
 * The custom report screens (issue 21): the list, and the builder (new and saved) in a chunk of
 * its own, so the charts (ECharts) load only when a report is opened.
 */
export const screens: Screens = {
  reports: ReportsPage,
  reportNew: lazyScreen(builder, "report"),
  report: lazyScreen(builder, "report"),
};
