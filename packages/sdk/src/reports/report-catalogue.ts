// The dimensions and measures a custom report offers (issue 21, decision 0046). The functions
// and date buckets are the contract's enums; the named dimensions are the pickers' first choices
// (any other submission field is a dimension too).

import { schemaEnums } from "../generated/enums";

/** `CustomReportFunction`: count, sum, avg, min, max, share, cancelRate. */
export const REPORT_FUNCTIONS = schemaEnums.CustomReportFunction;
export type ReportFunction = (typeof REPORT_FUNCTIONS)[number];

/** `CustomReportDateBucket`: day, week (ISO, from Monday), month. */
export const REPORT_DATE_BUCKETS = schemaEnums.CustomReportDateBucket;
export type ReportDateBucket = (typeof REPORT_DATE_BUCKETS)[number];

/** How a report reads a field's values. */
export type ReportFieldKind = "text" | "number" | "boolean" | "date";

/** The date fields a report can bucket (Processed is the transaction's processing date). */
export const REPORT_DATE_FIELDS = [
  "Received",
  "TransactionProcessed",
  "Created",
  "Updated",
] as const;

/** The fields the catalogue names, with their kind (servers know every other field). */
export const REPORT_FIELD_KINDS: Readonly<Record<string, ReportFieldKind>> = {
  CampaignName: "text",
  TeamName: "text",
  PlayerName: "text",
  SourceCode: "text",
  Frequency: "text",
  PaymentStatus: "text",
  Currency: "text",
  Amount: "number",
  Received: "date",
  TransactionProcessed: "date",
  Created: "date",
  Updated: "date",
  cancelDate: "date",
};

/** The pickers' dimensions: names first, then each date field by day, week and month. */
export const REPORT_DIMENSIONS: readonly string[] = [
  "CampaignName",
  "TeamName",
  "PlayerName",
  "SourceCode",
  "Frequency",
  "PaymentStatus",
  ...REPORT_DATE_FIELDS.slice(0, 2).flatMap((field) =>
    REPORT_DATE_BUCKETS.map((bucket) => `${field}:${bucket}`),
  ),
];

export interface ReportMetric {
  readonly field: string;
  readonly fn: ReportFunction;
  readonly label?: string | undefined;
}

/** The pickers' measures. */
export const REPORT_MEASURES: readonly ReportMetric[] = [
  { fn: "count", field: "*" },
  { fn: "sum", field: "Amount" },
  { fn: "avg", field: "Amount" },
  { fn: "min", field: "Amount" },
  { fn: "max", field: "Amount" },
  { fn: "share", field: "*" },
  { fn: "share", field: "Amount" },
  { fn: "cancelRate", field: "*" },
];

/** A dimension's field and bucket: `Received:week` → `{ field: "Received", bucket: "week" }`. */
export function parseDimension(dimension: string): {
  field: string;
  bucket?: ReportDateBucket;
} {
  const [field = "", bucket] = dimension.split(":");
  return (REPORT_DATE_BUCKETS as readonly string[]).includes(bucket ?? "")
    ? { field, bucket: bucket as ReportDateBucket }
    : { field };
}

/** A measure's stable result key: `count_all`, `sum_Amount`. */
export function metricKey(metric: ReportMetric): string {
  return `${metric.fn}_${metric.field === "*" ? "all" : metric.field}`;
}

/** A measure's column label: its own, or `fn(field)`. */
export function metricLabel(metric: ReportMetric): string {
  return metric.label ?? `${metric.fn}(${metric.field})`;
}
