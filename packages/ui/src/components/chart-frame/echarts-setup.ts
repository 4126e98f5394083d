/**
 * The only ECharts modules the dashboard uses (decision 0033): the core, three chart kinds, the
 * grid, tooltip, legend and aria components and the SVG renderer. Importing `echarts` whole
 * would bring every chart kind and both renderers.
 */
import { BarChart, LineChart, PieChart } from "echarts/charts";
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from "echarts/components";
import { init, use as registerModules } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

registerModules([
  BarChart,
  LineChart,
  PieChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  AriaComponent,
  SVGRenderer,
]);

export { init };
export type { EChartsType } from "echarts/core";
