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

/** The box's size as ECharts measures it (`clientWidth`/`clientHeight`: whole pixels). */
function sizeOf(entry: ResizeObserverEntry): { width: number; height: number } {
  return {
    width: Math.round(entry.contentRect.width),
    height: Math.round(entry.contentRect.height),
  };
}

/**
 * One ECharts instance (SVG renderer, no animation) in a box that follows its container's width.
 * The picture is `role="img"` named by `label`; the numbers are in the frame's data table.
 *
 * The chart is made in the box's first resize observation, with the size that observation
 * gives, and redrawn only when a later one brings another size. Made in an effect, each chart
 * read its box's size with a forced layout (after the previous chart's drawing had dirtied it),
 * and the observer's first call, which always comes, drew every chart a second time at the same
 * size (decision 0085).
 */
export function EChart({ option, height, label, onItemClick }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const click = useRef(onItemClick);
  useEffect(() => {
    click.current = onItemClick;
  }, [onItemClick]);
  const themeVersion = useThemeVersion();
  const draw = useRef<() => void>(() => undefined);
  useEffect(() => {
    draw.current = () => {
      const element = box.current;
      if (element === null || chart.current === null) return;
      chart.current.setOption({ animation: false, ...option(chartThemeOf(element)) }, true);
    };
    draw.current();
  }, [option, themeVersion]);

  useEffect(() => {
    const element = box.current;
    if (element === null) return;
    let drawn = { width: -1, height: -1 };
    const observer = new ResizeObserver((entries) => {
      const entry = entries.at(-1);
      if (entry === undefined) return;
      const size = sizeOf(entry);
      const instance = chart.current;
      if (instance === null) {
        const made = initChart(element, size);
        chart.current = made;
        made.on("click", (event) => {
          const index = (event as { dataIndex?: number }).dataIndex;
          if (typeof index === "number") click.current?.(index);
        });
        draw.current();
      } else if (size.width !== drawn.width || size.height !== drawn.height) {
        instance.resize(size);
      }
      drawn = size;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

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
