import type {
  ColumnDef,
  ColumnOrderState,
  RowSelectionState,
  SortingState,
  VisibilityState,
} from "@tanstack/react-table";
import type { ReactNode } from "react";
import type { DataTableLabels } from "./data-table.labels";

/** The selected rows, for the bulk actions. */
export interface DataTableSelection<T> {
  /** Ids of every selected row, on this page and others (keys of `rowSelection`). */
  readonly ids: readonly string[];
  /** The selected rows that are on this page. */
  readonly rows: readonly T[];
  /** Clears the selection. */
  readonly clear: () => void;
}

export interface DataTableProps<T> {
  /** The rows of this page. A new array (another page, a new query) scrolls back to the top. */
  readonly data: readonly T[];
  /**
   * TanStack column definitions. Put `DataTableColumnMeta` in `meta` (label for the column
   * menu, `align: "end"` for amounts); give `size` (px) to fix a column's width.
   */
  readonly columns: readonly ColumnDef<T>[];
  /** A stable id per row (selection survives sorting and paging); the row index by default. */
  readonly getRowId?: (row: T, index: number) => string;
  /** Accessible name of the table ("Campaigns"). */
  readonly label?: string;

  /** Controlled sort order; with `onSortingChange`. */
  readonly sorting?: SortingState;
  readonly defaultSorting?: SortingState;
  readonly onSortingChange?: (sorting: SortingState) => void;
  /** The server sorts: headers still cycle `sorting`, rows are shown in the order given. */
  readonly manualSorting?: boolean;
  /** Shift-click adds a column to the sort instead of replacing it. */
  readonly enableMultiSort?: boolean;

  /** Controlled column visibility (`{ columnId: false }` hides); with `onColumnVisibilityChange`. */
  readonly columnVisibility?: VisibilityState;
  readonly defaultColumnVisibility?: VisibilityState;
  readonly onColumnVisibilityChange?: (visibility: VisibilityState) => void;
  /**
   * Controlled column order (ids; columns left out follow in their place); with
   * `onColumnOrderChange`, the column menu offers to move each column up or down.
   */
  readonly columnOrder?: ColumnOrderState;
  readonly onColumnOrderChange?: (order: ColumnOrderState) => void;
  /** Shows the column menu in the toolbar (default true). */
  readonly columnMenu?: boolean;
  /** Renders the column menu open (stories). */
  readonly defaultColumnMenuOpen?: boolean;

  /** Adds a checkbox column; a function decides per row. */
  readonly enableRowSelection?: boolean | ((row: T) => boolean);
  /** Controlled selection (`{ rowId: true }`); with `onRowSelectionChange`. */
  readonly rowSelection?: RowSelectionState;
  readonly defaultRowSelection?: RowSelectionState;
  readonly onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** The actions shown in the toolbar while rows are selected. */
  readonly bulkActions?: (selection: DataTableSelection<T>) => ReactNode;
  /** Names a row for its checkbox ("Select Spring appeal"); "row N" by default. */
  readonly getRowLabel?: (row: T) => string;

  /** Skeleton rows on a first load; a veil with a spinner over rows already shown. */
  readonly loading?: boolean;
  /** Number of skeleton rows on a first load. */
  readonly skeletonRows?: number;
  /** The rows could not be loaded: `true`, or a message to show under the title. */
  readonly error?: boolean | string;
  /** Shows a retry button in the error state. */
  readonly onRetry?: () => void;
  /** A call to action in the empty state (for example "Clear filters"). */
  readonly emptyAction?: ReactNode;

  /** Height of every row in pixels (rows are virtualised at this fixed height). */
  readonly rowHeight?: number;
  /** Height at which the body scrolls under its sticky header (CSS length or px). */
  readonly maxHeight?: number | string;
  /** Makes rows clickable (and focusable, Enter activates); clicks on links and buttons inside are theirs. */
  readonly onRowClick?: (row: T) => void;
  /**
   * What opens a row with `onRowClick`: a click or Enter (default), or Enter only — for a list
   * where a stray click on a row should not leave the page (the row's own links still work).
   */
  readonly rowActivation?: "click" | "enter";

  /** Left part of the toolbar (search, filters); replaced by the bulk bar while rows are selected. */
  readonly toolbar?: ReactNode;
  /** Under the table: typically `<Pagination>`, which the console drives from its query. */
  readonly footer?: ReactNode;
  readonly labels?: Partial<DataTableLabels>;
  readonly className?: string;
}
