import type { EChartsCoreOption } from "echarts/core";
import { useEffect, useRef, useState } from "react";
import { chartThemeOf, type ChartTheme } from "./chart-theme";
import { initChart, type EChartsType } from "./echarts-setup";

export interface EChartProps {
  /** The chart's option, built from the resolved token colours (light or dark). */
  readonly option: (theme: ChartTheme) => EChartsCoreOption;
  /** Height in px; the width follows the container. */
  readonly height: number;
  /** What the picture shows, for assistive technology (the data table is the full alternative). */
  readonly label: string;
  /** A click on a bar, point or slice, by its data index. */
  readonly onItemClick?: (dataIndex: number) => void;
}

/** Watches `.dark`/style changes on the root, so a theme switch redraws with the new tokens. */
function useThemeVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => {
      setVersion((value) => value + 1);
    });
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ["class", "style", "data-theme"],
    });
    return () => {
      observer.disconnect();
    };
  }, []);
  return version;
}

/**
 * One ECharts instance (SVG renderer, no animation) in a box that follows its container's width.
 * The picture is `role="img"` named by `label`; the numbers are in the frame's data table.
 */
export function EChart({ option, height, label, onItemClick }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const click = useRef(onItemClick);
  useEffect(() => {
    click.current = onItemClick;
  }, [onItemClick]);
  const themeVersion = useThemeVersion();

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    const instance = initChart(element);
    chart.current = instance;
    instance.on("click", (event) => {
      const index = (event as { dataIndex?: number }).dataIndex;
      if (typeof index === "number") click.current?.(index);
    });
    const observer = new ResizeObserver(() => {
      instance.resize();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const element = box.current;
    if (element === null || chart.current === null) return;
    chart.current.setOption({ animation: false, ...option(chartThemeOf(element)) }, true);
  }, [option, themeVersion]);

  return (
    <div
      ref={box}
      role="img"
      aria-label={label}
      data-slot="chart-canvas"
      data-clickable={onItemClick === undefined ? "false" : "true"}
      style={{ height }}
      className="w-full min-w-0"
    />
  );
}
