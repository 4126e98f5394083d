import { DEFAULT_LOCALE } from "@canvass/sdk/locale";
import { formatNumber } from "@canvass/sdk/money";

/** Every text the data table shows or announces; the console passes translations. */
export interface DataTableLabels {
  /** Text of the button that opens the column menu. */
  readonly columns: string;
  /** Heading inside the column menu. */
  readonly columnsMenuTitle: string;
  /** Name of the checkbox that selects every row on the page. */
  readonly selectAll: string;
  /** Name of a row's checkbox, from the row's label (`getRowLabel`). */
  readonly selectRow: (rowLabel: string) => string;
  /** A row's label when the table has no `getRowLabel` (1-based position). */
  readonly rowFallback: (position: number) => string;
  /** The bulk-actions bar's count of selected rows (all pages). */
  readonly selectedCount: (count: number) => string;
  readonly clearSelection: string;
  /** Announced while the rows load. */
  readonly loading: string;
  readonly emptyTitle: string;
  readonly emptyDescription: string;
  readonly errorTitle: string;
  /** Shown under the error title when `error` is `true` rather than a message. */
  readonly errorDescription: string;
  readonly retry: string;
  /** Name of the button that moves a column earlier, from the column's label. */
  readonly moveColumnUp: (columnLabel: string) => string;
  /** Name of the button that moves a column later. */
  readonly moveColumnDown: (columnLabel: string) => string;
}

export const DEFAULT_DATA_TABLE_LABELS: DataTableLabels = {
  columns: "Columns",
  columnsMenuTitle: "Show columns",
  selectAll: "Select all rows on this page",
  selectRow: (rowLabel) => `Select ${rowLabel}`,
  rowFallback: (position) => `row ${position}`,
  selectedCount: (count) => `${formatNumber(count, DEFAULT_LOCALE)} selected`,
  clearSelection: "Clear selection",
  loading: "Loading…",
  emptyTitle: "No results",
  emptyDescription: "Nothing matches the current filters.",
  errorTitle: "The list could not be loaded",
  errorDescription: "Check your connection and try again.",
  retry: "Try again",
  moveColumnUp: (columnLabel) => `Move ${columnLabel} up`,
  moveColumnDown: (columnLabel) => `Move ${columnLabel} down`,
};
