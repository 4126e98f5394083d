/** How the report builder names dimensions, measures and problems in the operator's language. */
import type { ReportDraft, ReportResult } from "@canvass/machines";
import { metricKey, parseDimension, type ReportMetric } from "@canvass/sdk/reports";
import type { Translate } from "../../i18n/use-t";

const NAMED_FIELDS = new Set([
  "CampaignName",
  "TeamName",
  "PlayerName",
  "SourceCode",
  "Frequency",
  "PaymentStatus",
  "Amount",
  "Received",
  "TransactionProcessed",
  "Created",
  "Updated",
]);

/** A field's name as shown: a translated word for the catalogue's fields, else the name. */
export function fieldWord(t: Translate, field: string): string {
  if (field === "*") return t("reports.field.all");
  return NAMED_FIELDS.has(field) ? t(`reports.field.${field}`) : field;
}

/** A dimension as shown: `Received:week` → "Received (by week)". */
export function dimensionWord(t: Translate, dimension: string): string {
  const { field, bucket } = parseDimension(dimension);
  const name = fieldWord(t, field);
  return bucket === undefined ? name : t(`reports.bucket.${bucket}`, { field: name });
}

/** A measure as shown: "Sum of Amount", "Cancel rate". */
export function measureWord(t: Translate, metric: ReportMetric): string {
  return t(`reports.fn.${metric.fn}`, { field: fieldWord(t, metric.field) });
}

/** A problem's message (the SDK's codes and the builder's own `required`). */
export function problemWord(t: Translate, code: string): string {
  const known = [
    "required",
    "unknown-field",
    "needs-date",
    "needs-number",
    "needs-star",
    "duplicate",
    "time-zone",
    "date-range",
    "range",
    "range-and-dates",
  ];
  return known.includes(code) ? t(`reports.problem.${code}`) : t("reports.problem.invalid");
}

/**
 * The result with the operator's words as column labels: a measure without a label of its own
 * reads "Sum of Amount" (the server's default is `sum(Amount)`), a dimension its word.
 */
export function labelledResult(
  t: Translate,
  result: ReportResult,
  query: ReportDraft["Query"],
): ReportResult {
  const measures = new Map(query.metrics.map((metric) => [metricKey(metric), metric]));
  return {
    ...result,
    columns: result.columns.map((column) => {
      const metric = measures.get(column.key);
      if (metric !== undefined) {
        return metric.label === undefined ? { ...column, label: measureWord(t, metric) } : column;
      }
      return query.groupBy.includes(column.key)
        ? { ...column, label: dimensionWord(t, column.key) }
        : column;
    }),
  };
}
