// The chart entry `@canvass/ui/chart-frame`: ECharts lives here only, so the main entry and the
// console's initial bundle never carry it (decision 0033).
export { ChartFrame, DEFAULT_CHART_FRAME_LABELS } from "./ChartFrame";
export type { ChartFrameLabels, ChartFrameProps, ChartTable, ChartView } from "./ChartFrame";
export { TimeSeriesChart } from "./TimeSeriesChart";
export type { TimeSeriesChartProps } from "./TimeSeriesChart";
export { BreakdownChart } from "./BreakdownChart";
export type { BreakdownChartProps } from "./BreakdownChart";
export { DonutChart } from "./DonutChart";
export type { DonutChartProps } from "./DonutChart";
export { chartThemeOf, SERIES_TOKENS } from "./chart-theme";
export type { ChartTheme } from "./chart-theme";
export type { ChartCommonProps, ChartDatum } from "./chart-data";
