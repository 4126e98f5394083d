import { useCallback } from "react";
import type { ChartCommonProps } from "./chart-data";
import { numberFormatter } from "./chart-data";
import { ChartPanel } from "./chart-panel";
import type { ChartTheme } from "./chart-theme";

export type BreakdownChartProps = ChartCommonProps;

/** A ranked breakdown as horizontal bars, first datum on top (by campaign, team, fundraiser …). */
export function BreakdownChart(props: BreakdownChartProps) {
  const { data, locale, formatValue } = props;
  const option = useCallback(
    (theme: ChartTheme) => {
      const format = numberFormatter(locale, formatValue);
      return {
        color: [...theme.series],
        textStyle: { color: theme.text, fontFamily: theme.fontFamily },
        grid: { left: 8, right: 56, top: 8, bottom: 8 },
        tooltip: { trigger: "item", valueFormatter: (value: unknown) => format(Number(value)) },
        xAxis: { type: "value", show: false },
        yAxis: {
          type: "category",
          inverse: true,
          data: data.map((datum) => datum.label),
          axisLabel: { color: theme.text, width: 140, overflow: "truncate" },
          axisLine: { lineStyle: { color: theme.line } },
          axisTick: { show: false },
        },
        series: [
          {
            type: "bar",
            barMaxWidth: 20,
            data: data.map((datum) => datum.value),
            label: {
              show: true,
              position: "right",
              color: theme.mutedText,
              formatter: ({ value }: { value: unknown }) => format(Number(value)),
            },
          },
        ],
      };
    },
    [data, locale, formatValue],
  );
  return <ChartPanel height={Math.max(120, data.length * 28 + 24)} {...props} option={option} />;
}
