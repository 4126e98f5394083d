import {
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnOrderState,
  type Row,
  type RowSelectionState,
  type SortingState,
  type VisibilityState,
} from "@tanstack/react-table";
import { clsx } from "clsx";
import { useEffect, useMemo, useState } from "react";
import { BulkActionsBar } from "./BulkActionsBar";
import { CellTooltips, CellTooltipsPresent } from "./cell-tooltips";
import { DEFAULT_DATA_TABLE_LABELS } from "./data-table.labels";
import type { DataTableProps } from "./data-table.types";
import { HeaderCell } from "./HeaderCell";
import { LazyColumnMenu } from "./LazyColumnMenu";
import { LoadingOverlay } from "./LoadingOverlay";
import { SELECTION_COLUMN_ID, selectionColumn } from "./selection-column";
import { EmptyMessage, ErrorMessage, SkeletonRows, StateRow } from "./TableStates";
import { columnMeta } from "./column-meta";
import { useTableState } from "./use-table-state";
import { VirtualRows } from "./VirtualRows";

const DEFAULT_ROW_HEIGHT = 44;
const DEFAULT_MAX_HEIGHT = 560;
const DEFAULT_SKELETON_ROWS = 8;
const NO_SORTING: SortingState = [];
const NO_VISIBILITY: VisibilityState = {};
const NO_SELECTION: RowSelectionState = {};
const NO_ORDER: ColumnOrderState = [];

/**
 * A data table on TanStack Table: sortable headers (client-side, or `manualSorting` for the
 * server), a column menu, row selection with a bulk-actions bar, loading, empty and error states,
 * and virtualised rows of a fixed height under a sticky header, so 1000 rows keep a small DOM.
 * Cells' text hints (`data-cell-tooltip`, a `StatusCell`'s reason) share one tooltip
 * (`CellTooltips`), so a row scrolled into view mounts none of its own.
 *
 * Paging is not built in: the console owns page, size and count (they come from its query), so
 * it composes `<Pagination>` through `footer`. State is controlled (`sorting` + `onSortingChange`
 * and so on) or left to the table (`default…`).
 */
export function DataTable<T>({
  data,
  columns,
  getRowId,
  label,
  sorting: sortingProp,
  defaultSorting = NO_SORTING,
  onSortingChange,
  manualSorting = false,
  enableMultiSort = false,
  columnVisibility: visibilityProp,
  defaultColumnVisibility = NO_VISIBILITY,
  onColumnVisibilityChange,
  columnOrder: orderProp,
  onColumnOrderChange,
  columnMenu = true,
  defaultColumnMenuOpen = false,
  enableRowSelection = false,
  rowSelection: selectionProp,
  defaultRowSelection = NO_SELECTION,
  onRowSelectionChange,
  bulkActions,
  getRowLabel,
  loading = false,
  skeletonRows = DEFAULT_SKELETON_ROWS,
  error = false,
  onRetry,
  emptyAction,
  rowHeight = DEFAULT_ROW_HEIGHT,
  maxHeight = DEFAULT_MAX_HEIGHT,
  onRowClick,
  rowActivation = "click",
  toolbar,
  footer,
  labels: labelOverrides,
  className,
}: DataTableProps<T>) {
  const labels = useMemo(
    () => ({ ...DEFAULT_DATA_TABLE_LABELS, ...labelOverrides }),
    [labelOverrides],
  );
  const [sorting, setSorting] = useTableState(sortingProp, defaultSorting, onSortingChange);
  const [columnVisibility, setColumnVisibility] = useTableState(
    visibilityProp,
    defaultColumnVisibility,
    onColumnVisibilityChange,
  );
  const [rowSelection, setRowSelection] = useTableState(
    selectionProp,
    defaultRowSelection,
    onRowSelectionChange,
  );
  const [columnOrder, setColumnOrder] = useTableState(orderProp, NO_ORDER, onColumnOrderChange);
  const selectable = enableRowSelection !== false;
  const allColumns = useMemo(() => {
    if (!selectable) return [...columns];
    const rowLabel = (row: Row<T>) =>
      getRowLabel ? getRowLabel(row.original) : labels.rowFallback(row.index + 1);
    return [selectionColumn(labels, rowLabel), ...columns];
  }, [columns, selectable, getRowLabel, labels]);

  // The library is not built with React Compiler; TanStack's hooks are used as documented.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: data as T[],
    columns: allColumns,
    state: {
      sorting,
      columnVisibility,
      rowSelection,
      // The selection column stays first whatever the order.
      columnOrder: selectable ? [SELECTION_COLUMN_ID, ...columnOrder] : columnOrder,
    },
    onSortingChange: setSorting,
    onColumnOrderChange: setColumnOrder,
    onColumnVisibilityChange: setColumnVisibility,
    onRowSelectionChange: setRowSelection,
    enableRowSelection:
      typeof enableRowSelection === "function"
        ? (row) => enableRowSelection(row.original)
        : enableRowSelection,
    enableMultiSort,
    manualSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    ...(getRowId ? { getRowId } : {}),
  });

  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (scrollElement) scrollElement.scrollTop = 0;
  }, [data, scrollElement]);

  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const selectedIds = Object.keys(rowSelection).filter((id) => rowSelection[id] === true);
  const clearSelection = () => {
    table.resetRowSelection(true);
  };
  const showToolbar = toolbar !== undefined || columnMenu || selectable;
  const state =
    error !== false
      ? "error"
      : loading && rows.length === 0
        ? "loading"
        : rows.length === 0
          ? "empty"
          : "rows";

  return (
    <div
      data-slot="data-table"
      data-state={state}
      className={clsx(
        "flex min-w-0 flex-col overflow-hidden rounded-lg border border-line bg-surface shadow-card",
        className,
      )}
    >
      {showToolbar ? (
        <div
          data-slot="toolbar"
          className="flex min-h-13 flex-wrap items-center gap-2 border-b border-line px-3 py-2.5"
        >
          {selectedIds.length > 0 ? (
            <BulkActionsBar
              countLabel={labels.selectedCount(selectedIds.length)}
              clearLabel={labels.clearSelection}
              onClear={clearSelection}
            >
              {bulkActions?.({
                ids: selectedIds,
                rows: table.getSelectedRowModel().rows.map((row) => row.original),
                clear: clearSelection,
              })}
            </BulkActionsBar>
          ) : (
            <div className="flex min-w-0 flex-1 flex-wrap items-center gap-2">{toolbar}</div>
          )}
          {columnMenu ? (
            <LazyColumnMenu
              table={table}
              triggerLabel={labels.columns}
              title={labels.columnsMenuTitle}
              defaultOpen={defaultColumnMenuOpen}
              {...(onColumnOrderChange === undefined
                ? {}
                : {
                    onMove: (id: string, step: -1 | 1) => {
                      const ids = table
                        .getAllLeafColumns()
                        .map((column) => column.id)
                        .filter((columnId) => columnId !== SELECTION_COLUMN_ID);
                      const from = ids.indexOf(id);
                      const to = from + step;
                      if (from < 0 || to < 0 || to >= ids.length) return;
                      const next = [...ids];
                      next.splice(from, 1);
                      next.splice(to, 0, id);
                      setColumnOrder(next);
                    },
                    moveUpLabel: labels.moveColumnUp,
                    moveDownLabel: labels.moveColumnDown,
                  })}
            />
          ) : null}
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {loading
          ? labels.loading
          : selectedIds.length > 0
            ? labels.selectedCount(selectedIds.length)
            : ""}
      </p>
      <div className="relative min-h-0">
        {/* No scroll anchoring: the spacer rows change height as the window of rows moves. */}
        <div
          ref={setScrollElement}
          data-slot="scroll-area"
          className="overflow-auto overscroll-contain [overflow-anchor:none]"
          style={{ maxHeight }}
        >
          <table
            aria-label={label}
            aria-rowcount={state === "rows" ? rows.length + 1 : undefined}
            aria-busy={loading || undefined}
            className="w-full table-fixed border-separate border-spacing-0"
            style={{ minWidth: table.getTotalSize() }}
          >
            <thead className="sticky top-0 z-10">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id} aria-rowindex={state === "rows" ? 1 : undefined}>
                  {group.headers.map((header) => (
                    <HeaderCell key={header.id} header={header} />
                  ))}
                </tr>
              ))}
            </thead>
            <tbody className="[&>tr:last-child>td]:border-b-0">
              {state === "error" ? (
                <StateRow colSpan={visibleColumns.length}>
                  <ErrorMessage
                    title={labels.errorTitle}
                    description={typeof error === "string" ? error : labels.errorDescription}
                    retryLabel={labels.retry}
                    onRetry={onRetry}
                  />
                </StateRow>
              ) : state === "loading" ? (
                <SkeletonRows
                  rowCount={skeletonRows}
                  rowHeight={rowHeight}
                  columns={visibleColumns.map((column) =>
                    column.id === SELECTION_COLUMN_ID
                      ? "checkbox"
                      : (columnMeta(column).align ?? "start"),
                  )}
                />
              ) : state === "empty" ? (
                <StateRow colSpan={visibleColumns.length}>
                  <EmptyMessage
                    title={labels.emptyTitle}
                    description={labels.emptyDescription}
                    action={emptyAction}
                  />
                </StateRow>
              ) : (
                <CellTooltipsPresent value={true}>
                  <VirtualRows
                    table={table}
                    rows={rows}
                    columns={visibleColumns}
                    scrollElement={scrollElement}
                    rowHeight={rowHeight}
                    onRowClick={onRowClick}
                    rowActivation={rowActivation}
                  />
                </CellTooltipsPresent>
              )}
            </tbody>
          </table>
        </div>
        {loading && state === "rows" ? <LoadingOverlay label={labels.loading} /> : null}
        <CellTooltips root={scrollElement} />
      </div>
      {footer ? (
        <div data-slot="footer" className="border-t border-line">
          {footer}
        </div>
      ) : null}
    </div>
  );
}
