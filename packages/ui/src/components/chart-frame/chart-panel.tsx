import type { EChartsCoreOption } from "echarts/core";
import { ChartFrame } from "./ChartFrame";
import type { ChartCommonProps } from "./chart-data";
import { numberFormatter } from "./chart-data";
import type { ChartTheme } from "./chart-theme";
import { EChart } from "./EChart";

/**
 * What the three wrappers share: the frame, the table of the same numbers (each label a
 * drill-down button when `onSelect` is given), the empty state, and the chart's click.
 */
export function ChartPanel({
  option,
  title,
  data,
  locale,
  formatValue,
  columns,
  emptyText,
  onSelect,
  selectLabel,
  height = 240,
  actions,
  labels,
  defaultView,
  className,
}: ChartCommonProps & { readonly option: (theme: ChartTheme) => EChartsCoreOption }) {
  const format = numberFormatter(locale, formatValue);
  const rows = data.map((datum) => ({
    key: datum.key,
    cells: [
      onSelect === undefined ? (
        datum.label
      ) : (
        <button
          type="button"
          className="text-start text-primary-text underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={selectLabel?.(datum.label)}
          onClick={() => {
            onSelect(datum.key);
          }}
        >
          {datum.label}
        </button>
      ),
      format(datum.value),
    ],
  }));
  return (
    <ChartFrame
      title={title}
      table={{ columns, rows }}
      {...(data.length === 0
        ? { placeholder: <p className="py-8 text-center text-sm text-fg-muted">{emptyText}</p> }
        : {})}
      {...(actions === undefined ? {} : { actions })}
      {...(labels === undefined ? {} : { labels })}
      {...(defaultView === undefined ? {} : { defaultView })}
      {...(className === undefined ? {} : { className })}
    >
      <EChart
        option={option}
        height={height}
        label={title}
        {...(onSelect === undefined
          ? {}
          : {
              onItemClick: (index: number) => {
                const datum = data[index];
                if (datum !== undefined) onSelect(datum.key);
              },
            })}
      />
    </ChartFrame>
  );
}
