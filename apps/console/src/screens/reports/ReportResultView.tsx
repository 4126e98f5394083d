/**
 * A computed report: a chart of the first measure over the first dimension (a time series when
 * that dimension is a date bucket, bars otherwise; `@canvass/ui/chart-frame`, with its table
 * toggle as the text alternative) and the whole result as a table sortable by any column, with
 * the totals row (the server's, exact for every measure). "Download CSV" writes the same table.
 */
import type { ReportResult } from "@canvass/machines";
import { formatNumber } from "@canvass/sdk/money";
import { reportCsv, reportTotals, sortReportRows, type ReportValue } from "@canvass/sdk/reports";
import { Button, Card } from "@canvass/ui";
import { BreakdownChart, TimeSeriesChart, type ChartDatum } from "@canvass/ui/chart-frame";
import { useMemo, useState } from "react";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { downloadText } from "../../patterns";

type Column = ReportResult["columns"][number];

function useCellText() {
  const locale = useLocale();
  const t = useT();
  return (column: Column, value: ReportValue | undefined): string => {
    if (value === null || value === undefined) return "";
    if (typeof value === "boolean") return value ? t("reports.yes") : t("reports.no");
    if (typeof value === "number") {
      if (/^(share|cancelRate)_/.test(column.key)) {
        return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 1 }).format(
          value,
        );
      }
      return formatNumber(value, locale);
    }
    return value;
  };
}

function fileName(description: string): string {
  const base = description
    .trim()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-|-$/g, "");
  return `${base === "" ? "report" : base}.csv`;
}

export function ReportChart({ result }: { readonly result: ReportResult }) {
  const t = useT();
  const locale = useLocale();
  const text = useCellText();
  const dimension = result.columns.findIndex((column) => column.type !== "number");
  const measure = result.columns.findIndex((column) => column.type === "number");
  const dimensionColumn = result.columns[dimension];
  const measureColumn = result.columns[measure];
  if (dimensionColumn === undefined || measureColumn === undefined) return null;
  const data: ChartDatum[] = result.rows.map((row, index) => ({
    key: String(index),
    label: text(dimensionColumn, row[dimension]) || t("reports.none"),
    value: Number(row[measure] ?? 0),
  }));
  const props = {
    title: t("reports.chart.title", {
      measure: measureColumn.label,
      dimension: dimensionColumn.label,
    }),
    data,
    locale,
    columns: [dimensionColumn.label, measureColumn.label] as const,
    emptyText: t("reports.result.empty"),
    formatValue: (value: number) => text(measureColumn, value),
    labels: { showTable: t("reports.chart.showTable"), showChart: t("reports.chart.showChart") },
  };
  return dimensionColumn.bucket === undefined ? (
    <BreakdownChart {...props} />
  ) : (
    <TimeSeriesChart {...props} kind={data.length > 45 ? "line" : "bar"} />
  );
}

export function ReportResultView({
  result,
  description,
  stale,
}: {
  readonly result: ReportResult;
  readonly description: string;
  readonly stale: boolean;
}) {
  const t = useT();
  const text = useCellText();
  const [sort, setSort] = useState<{ key: string; descending: boolean } | null>(null);
  const rows = useMemo(
    () =>
      sort === null
        ? result.rows.map((row) => [...row])
        : sortReportRows(result, sort.key, sort.descending),
    [result, sort],
  );
  const totals = reportTotals(result);
  const totalsLabel = t("reports.result.totals");

  return (
    <div className="flex flex-col gap-4" data-slot="report-result" data-stale={stale}>
      {stale ? (
        <p role="status" className="text-sm text-fg-muted">
          {t("reports.result.stale")}
        </p>
      ) : null}
      {result.truncated === true ? (
        <p role="status" className="text-sm text-fg-muted">
          {t("reports.result.truncated", { count: result.rows.length })}
        </p>
      ) : null}
      {result.rows.length === 0 ? (
        <Card>
          <p className="text-sm text-fg-muted" data-slot="report-empty">
            {t("reports.result.empty")}
          </p>
        </Card>
      ) : (
        <ReportChart result={result} />
      )}
      <Card
        title={t("reports.result.title")}
        actions={
          <Button
            variant="secondary"
            onClick={() => {
              downloadText(reportCsv(result, totalsLabel), fileName(description));
            }}
          >
            {t("reports.result.download")}
          </Button>
        }
      >
        <div className="max-w-full overflow-x-auto">
          <table className="min-w-full text-left text-sm" aria-label={t("reports.result.title")}>
            <thead>
              <tr>
                {result.columns.map((column) => {
                  const active = sort?.key === column.key;
                  const direction = active
                    ? sort.descending
                      ? "descending"
                      : "ascending"
                    : "none";
                  return (
                    <th
                      key={column.key}
                      scope="col"
                      aria-sort={direction}
                      className={`border-b border-border px-2 py-1 font-medium ${column.type === "number" ? "text-end" : ""}`}
                    >
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                        onClick={() => {
                          setSort({ key: column.key, descending: active && !sort.descending });
                        }}
                      >
                        {column.label}
                        <span aria-hidden="true">
                          {active ? (sort.descending ? "▼" : "▲") : ""}
                        </span>
                      </button>
                    </th>
                  );
                })}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {result.columns.map((column, at) => (
                    <td
                      key={column.key}
                      className={`border-b border-border px-2 py-1 whitespace-nowrap ${column.type === "number" ? "text-end tabular-nums" : ""}`}
                    >
                      {text(column, row[at])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr data-slot="report-totals" className="font-semibold">
                {result.columns.map((column, at) => (
                  <td
                    key={column.key}
                    className={`px-2 py-1 whitespace-nowrap ${column.type === "number" ? "text-end tabular-nums" : ""}`}
                  >
                    {at === 0 && totals[0] === null ? totalsLabel : text(column, totals[at])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      </Card>
    </div>
  );
}
