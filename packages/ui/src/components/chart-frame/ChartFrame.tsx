import { clsx } from "clsx";
import { useId, useState, type ReactNode } from "react";

export type ChartView = "chart" | "table";

export interface ChartFrameLabels {
  /** The toggle's text while the chart shows. */
  readonly showTable: string;
  /** The toggle's text while the table shows. */
  readonly showChart: string;
}

export const DEFAULT_CHART_FRAME_LABELS: ChartFrameLabels = {
  showTable: "Show as table",
  showChart: "Show as chart",
};

/** The chart's numbers as rows of cells (already formatted in the operator's locale). */
export interface ChartTable {
  readonly columns: readonly string[];
  readonly rows: readonly { readonly key: string; readonly cells: readonly ReactNode[] }[];
}

export interface ChartFrameProps {
  /** The panel's title; it names the region, the picture and the table. */
  readonly title: string;
  /** The chart itself (shown while the view is "chart"). */
  readonly children: ReactNode;
  /** The same numbers as a table: the chart's text alternative. */
  readonly table: ChartTable;
  /** Replaces chart and table when there is nothing to draw (or while loading / on error). */
  readonly placeholder?: ReactNode;
  /** Buttons or links in the header (e.g. "Open in the list"). */
  readonly actions?: ReactNode;
  readonly defaultView?: ChartView;
  readonly labels?: Partial<ChartFrameLabels>;
  readonly className?: string;
}

/**
 * A dashboard panel holding a chart: a region named by its title, a toggle between the picture
 * and a data table of its numbers (the text alternative, `aria-pressed` on the toggle), and a
 * slot for actions. The view is the frame's own state (`data-state="chart" | "table"`).
 */
export function ChartFrame({
  title,
  children,
  table,
  placeholder,
  actions,
  defaultView = "chart",
  labels,
  className,
}: ChartFrameProps) {
  const text = { ...DEFAULT_CHART_FRAME_LABELS, ...labels };
  const titleId = useId();
  const [view, setView] = useState<ChartView>(defaultView);
  return (
    <section
      aria-labelledby={titleId}
      data-slot="chart-frame"
      data-state={view}
      className={clsx(
        "flex min-w-0 flex-col gap-3 rounded-xl border border-line bg-surface p-4 text-fg shadow-card",
        className,
      )}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold text-fg">
          {title}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          {actions}
          {placeholder === undefined ? (
            <button
              type="button"
              data-slot="chart-view-toggle"
              aria-pressed={view === "table"}
              onClick={() => {
                setView(view === "chart" ? "table" : "chart");
              }}
              className="rounded-md border border-line px-2 py-1 text-sm font-medium text-fg hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {view === "chart" ? text.showTable : text.showChart}
            </button>
          ) : null}
        </div>
      </header>
      {placeholder !== undefined ? (
        <div data-slot="chart-placeholder">{placeholder}</div>
      ) : view === "chart" ? (
        <div data-slot="chart-body">{children}</div>
      ) : (
        <div data-slot="chart-table" className="max-h-96 overflow-auto">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((column, index) => (
                  <th
                    key={column}
                    scope="col"
                    className={clsx(
                      "border-b border-line px-2 py-1 font-medium text-fg-muted",
                      index === 0 ? "text-start" : "text-end",
                    )}
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key} className="border-b border-line last:border-b-0">
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-2 py-1 text-start font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="px-2 py-1 text-end tabular-nums">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
