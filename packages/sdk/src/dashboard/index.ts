export { previousPeriod, changeRatio } from "./period";
export type { InstantRange } from "./period";
export {
  DASHBOARD_INTERVALS,
  DASHBOARD_DEFAULT_RANGE,
  parseDashboardAddress,
  dashboardAddress,
  dashboardQuery,
  drillDownAddress,
} from "./dashboard-address";
export type {
  DashboardInterval,
  DashboardView,
  DashboardQuery,
  DashboardBucket,
} from "./dashboard-address";
export {
  BUILT_IN_DASHBOARD_TYPE,
  dashboardNav,
  dashPageOf,
  dashPagePanels,
  dashPagePath,
  dashPageView,
} from "./dash-page-view";
export type { DashPageFilters, DashboardNavEntry, DashboardPageLike } from "./dash-page-view";
