import type { ReactNode } from "react";
import type { ChartFrameLabels, ChartView } from "./ChartFrame";

/** One bar, point or slice: its key (for drill-down), its label as shown, and its number. */
export interface ChartDatum {
  readonly key: string;
  readonly label: string;
  readonly value: number;
}

/** What every chart wrapper takes besides its data. */
export interface ChartCommonProps {
  readonly title: string;
  readonly data: readonly ChartDatum[];
  /** The operator's locale: numbers (and the wrappers' dates) are formatted in it. */
  readonly locale: string;
  /** Formats a value (default: a plain number in `locale`). */
  readonly formatValue?: (value: number) => string;
  /** The data table's column headers: the category and the value. */
  readonly columns: readonly [string, string];
  /** Said instead of a chart when `data` is empty. */
  readonly emptyText: string;
  /** A chosen bar, point or slice (and the table's row button): the console drills down. */
  readonly onSelect?: (key: string) => void;
  /** Names the drill-down button of a row in the table ("Open {label} in the list"). */
  readonly selectLabel?: (label: string) => string;
  readonly height?: number;
  readonly actions?: ReactNode;
  readonly labels?: Partial<ChartFrameLabels>;
  readonly defaultView?: ChartView;
  readonly className?: string;
}

export function numberFormatter(
  locale: string,
  formatValue: ((value: number) => string) | undefined,
): (value: number) => string {
  if (formatValue !== undefined) return formatValue;
  const format = new Intl.NumberFormat(locale);
  return (value) => format.format(value);
}
