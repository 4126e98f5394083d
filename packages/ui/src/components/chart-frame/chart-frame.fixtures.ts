import type { ChartDatum } from "./chart-data";

/** Fixed numbers for stories and tests (no clock, no randomness). */
export const SIGN_UPS_BY_WEEK: readonly ChartDatum[] = [
  { key: "2026-03-02", label: "Mar 2", value: 212 },
  { key: "2026-03-09", label: "Mar 9", value: 248 },
  { key: "2026-03-16", label: "Mar 16", value: 231 },
  { key: "2026-03-23", label: "Mar 23", value: 276 },
  { key: "2026-03-30", label: "Mar 30", value: 1204 },
];

export const SIGN_UPS_BY_TEAM: readonly ChartDatum[] = [
  { key: "t1", label: "North Street", value: 1480 },
  { key: "t2", label: "Harbour Team", value: 1310 },
  { key: "t3", label: "Riverside", value: 960 },
  { key: "t4", label: "Old Town", value: 402 },
];

export const PAYMENT_STATUS: readonly ChartDatum[] = [
  { key: "processed", label: "Processed", value: 3120 },
  { key: "pending", label: "Pending", value: 640 },
  { key: "declined", label: "Declined", value: 212 },
  { key: "failed", label: "Failed", value: 96 },
];
