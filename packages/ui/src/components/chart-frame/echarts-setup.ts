/**
 * The only ECharts modules the dashboard uses (decision 0033): the core, three chart kinds, the
 * grid, tooltip, legend and aria components and the SVG renderer. Importing `echarts` whole
 * would bring every chart kind and both renderers. The modules are registered when the first
 * chart is made, not on import: this package declares itself free of side effects, so a bundler
 * may skip a module whose only work is done on import.
 */
import { BarChart, LineChart, PieChart } from "echarts/charts";
import {
  AriaComponent,
  GridComponent,
  LegendComponent,
  TooltipComponent,
} from "echarts/components";
import { init, use as registerModules, type EChartsType } from "echarts/core";
import { SVGRenderer } from "echarts/renderers";

let registered = false;

/** A chart in `element`, drawn as SVG at `size` (the box's, so ECharts does not measure it). */
export function initChart(
  element: HTMLElement,
  size: { readonly width: number; readonly height: number },
): EChartsType {
  if (!registered) {
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
    registered = true;
  }
  return init(element, undefined, { renderer: "svg", width: size.width, height: size.height });
}

export type { EChartsType };
