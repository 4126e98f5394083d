// Helpers over a computed report (`CustomReportResult`): totals, sorting, CSV.

import { csvField } from "../csv/csv";

function csvLine(values: readonly unknown[]): string {
  return values.map(csvField).join(",") + "\r\n";
}

export type ReportValue = string | number | boolean | null;

export interface ReportColumn {
  readonly key: string;
  readonly label: string;
  readonly type: "string" | "number" | "boolean" | "date";
  readonly bucket?: "day" | "week" | "month" | undefined;
}

export interface ReportResult {
  readonly columns: readonly ReportColumn[];
  readonly rows: readonly (readonly ReportValue[])[];
  readonly totals?: readonly ReportValue[] | undefined;
  readonly truncated?: boolean | undefined;
  readonly generated: string;
}

/** Measures whose whole is the sum of the groups (the others need the server's totals). */
const ADDITIVE = /^(count|sum|share)_/;

/**
 * The totals row: the server's (exact for every measure), or else the sum of each additive
 * measure over the rows and null elsewhere.
 */
export function reportTotals(result: ReportResult): ReportValue[] {
  if (result.totals !== undefined) return [...result.totals];
  return result.columns.map((column, index) => {
    if (column.type !== "number" || !ADDITIVE.test(column.key)) return null;
    return result.rows.reduce((sum, row) => sum + (Number(row[index]) || 0), 0);
  });
}

function compare(a: ReportValue, b: ReportValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b));
}

/** The rows sorted by one column (nulls last either way); the result is not changed. */
export function sortReportRows(
  result: ReportResult,
  columnKey: string,
  descending = false,
): ReportValue[][] {
  const index = result.columns.findIndex((column) => column.key === columnKey);
  const rows = result.rows.map((row) => [...row]);
  if (index < 0) return rows;
  return rows.sort((a, b) => {
    const x = a[index] ?? null;
    const y = b[index] ?? null;
    if (x === null || y === null) return compare(x, y);
    return descending ? compare(y, x) : compare(x, y);
  });
}

/**
 * The result as CSV (the spec's quoting: every value double-quoted), a header row of labels, the
 * rows, and the totals row when `totalsLabel` is given (under the first column).
 */
export function reportCsv(result: ReportResult, totalsLabel?: string): string {
  let text = csvLine(result.columns.map((column) => column.label));
  for (const row of result.rows) text += csvLine(row);
  if (totalsLabel !== undefined) {
    const totals = reportTotals(result);
    text += csvLine(
      totals.map((value, index) => (index === 0 && value === null ? totalsLabel : value)),
    );
  }
  return text;
}
