import { useCallback } from "react";
import type { ChartCommonProps } from "./chart-data";
import { numberFormatter } from "./chart-data";
import { ChartPanel } from "./chart-panel";
import type { ChartTheme } from "./chart-theme";

export type TimeSeriesChartProps = ChartCommonProps & {
  /** Bars (few buckets) or a line. */
  readonly kind?: "bar" | "line";
};

/** Counts per time bucket (labels already formatted as dates in the operator's locale). */
export function TimeSeriesChart({ kind = "bar", ...props }: TimeSeriesChartProps) {
  const { data, locale, formatValue } = props;
  const option = useCallback(
    (theme: ChartTheme) => {
      const format = numberFormatter(locale, formatValue);
      return {
        color: [...theme.series],
        textStyle: { color: theme.text, fontFamily: theme.fontFamily },
        grid: { left: 8, right: 8, top: 16, bottom: 28 },
        tooltip: { trigger: "axis", valueFormatter: (value: unknown) => format(Number(value)) },
        xAxis: {
          type: "category",
          data: data.map((datum) => datum.label),
          axisLabel: { color: theme.mutedText },
          axisLine: { lineStyle: { color: theme.line } },
        },
        yAxis: {
          type: "value",
          minInterval: 1,
          axisLabel: { color: theme.mutedText, formatter: (value: number) => format(value) },
          splitLine: { lineStyle: { color: theme.line } },
        },
        series: [
          {
            type: kind,
            data: data.map((datum) => datum.value),
            ...(kind === "line" ? { symbolSize: 6 } : { barMaxWidth: 32 }),
          },
        ],
      };
    },
    [data, locale, formatValue, kind],
  );
  return <ChartPanel {...props} option={option} />;
}
