import { useCallback } from "react";
import type { ChartCommonProps } from "./chart-data";
import { numberFormatter } from "./chart-data";
import { ChartPanel } from "./chart-panel";
import type { ChartTheme } from "./chart-theme";

export type DonutChartProps = ChartCommonProps;

/**
 * Shares of a whole as a donut (frequency, payment status). Slices also carry decal patterns,
 * so colour is not the only cue; the legend names each slice.
 */
export function DonutChart(props: DonutChartProps) {
  const { data, locale, formatValue } = props;
  const option = useCallback(
    (theme: ChartTheme) => {
      const format = numberFormatter(locale, formatValue);
      return {
        color: [...theme.series],
        textStyle: { color: theme.text, fontFamily: theme.fontFamily },
        aria: { enabled: true, label: { enabled: false }, decal: { show: true } },
        tooltip: { trigger: "item", valueFormatter: (value: unknown) => format(Number(value)) },
        legend: { bottom: 0, itemGap: 16, textStyle: { color: theme.text }, icon: "circle" },
        series: [
          {
            type: "pie",
            radius: ["45%", "70%"],
            center: ["50%", "42%"],
            itemStyle: { borderColor: theme.surface, borderWidth: 2 },
            label: { show: false },
            data: data.map((datum) => ({ name: datum.label, value: datum.value })),
          },
        ],
      };
    },
    [data, locale, formatValue],
  );
  return <ChartPanel {...props} option={option} />;
}
