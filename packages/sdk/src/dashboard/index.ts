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
