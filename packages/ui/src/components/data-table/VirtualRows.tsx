import { flexRender, type Cell, type Row } from "@tanstack/react-table";
import { useVirtualizer } from "@tanstack/react-virtual";
import { clsx } from "clsx";
import { memo, useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent } from "react";
import { columnMeta } from "./column-meta";
import { SELECTION_COLUMN_ID } from "./selection-column";

/** Rows drawn beyond each edge of the visible window, so fast scrolling shows no gaps. */
const OVERSCAN_ROWS = 8;

/** Clicks on these inside a row belong to them, not to the row. */
const INTERACTIVE = "a, button, input, select, textarea, label, [role='menuitem']";

export interface VirtualRowsProps<T> {
  readonly rows: readonly Row<T>[];
  readonly columnCount: number;
  /**
   * The scrolling element around the table, once mounted (state, not a ref: a parent's ref is
   * attached after this child's layout effects, where the virtualizer looks for it).
   */
  readonly scrollElement: HTMLDivElement | null;
  /** Every row's fixed height in pixels. */
  readonly rowHeight: number;
  readonly onRowClick?: ((row: T) => void) | undefined;
  /** Whether a click opens a row too, or only Enter. */
  readonly rowActivation?: "click" | "enter";
}

/** A spacer standing in for the rows above or below the window; hidden from assistive technology. */
function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden="true" data-slot="spacer">
      <td colSpan={colSpan} className="p-0" style={{ height }} />
    </tr>
  );
}

/**
 * The body rows, virtualised: only the rows in view (plus a margin) are in the DOM; spacer rows
 * keep the scroll height of the whole list. Rows keep their place for assistive technology
 * through `aria-rowindex` (the header row is 1). With `onRowClick` every row is focusable: Enter
 * opens it; arrow keys, Page Up/Down, Home and End move the focus, drawing rows as they come.
 */
export function VirtualRows<T>({
  rows,
  columnCount,
  scrollElement,
  rowHeight,
  onRowClick,
  rowActivation = "click",
}: VirtualRowsProps<T>) {
  // The row keys and sizes keep their identity while the rows do: the virtualizer lays out
  // every row again (1000 measurements) whenever `getItemKey` is a new function, and it renders
  // on every scrolled frame.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const estimateSize = useCallback(() => rowHeight, [rowHeight]);
  // The library is not built with React Compiler; TanStack's hooks are used as documented.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize,
    getItemKey,
    overscan: OVERSCAN_ROWS,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0];
  const last = items[items.length - 1];
  const top = first ? first.start : 0;
  const bottom = last ? virtualizer.getTotalSize() - last.end : 0;

  // Arrow keys move the focus through the rows: the row to focus may not be drawn yet, so it is
  // scrolled into view and focused once it is.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null || scrollElement === null) return;
    const target = scrollElement.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (target === null) return;
    pendingFocus.current = null;
    target.focus({ preventScroll: true });
  });
  const moveFocus = (from: number, key: string): boolean => {
    const page = Math.max(
      1,
      Math.floor((scrollElement?.clientHeight ?? rowHeight) / rowHeight) - 1,
    );
    const last = rows.length - 1;
    const to =
      key === "ArrowDown"
        ? from + 1
        : key === "ArrowUp"
          ? from - 1
          : key === "PageDown"
            ? from + page
            : key === "PageUp"
              ? from - page
              : key === "Home"
                ? 0
                : key === "End"
                  ? last
                  : undefined;
    if (to === undefined) return false;
    const index = Math.min(last, Math.max(0, to));
    const target = scrollElement?.querySelector<HTMLElement>(`tr[data-index="${index}"]`);
    if (target) {
      // Drawn already: the browser scrolls it into view as it takes the focus.
      target.focus();
    } else {
      pendingFocus.current = index;
      virtualizer.scrollToIndex(index, { align: "auto" });
    }
    return true;
  };

  // Rows are memoised (scrolling re-renders only the rows that come into view); their
  // handlers reach the latest state through this ref, so they stay the same functions.
  const latest = useRef({ rows, onRowClick, moveFocus });
  latest.current = { rows, onRowClick, moveFocus };
  const onActivate = useCallback((index: number, event: MouseEvent | KeyboardEvent) => {
    const { rows: current, onRowClick: click } = latest.current;
    const row = current[index];
    if (!click || !row) return;
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    click(row.original);
  }, []);
  const onMove = useCallback(
    (index: number, key: string) => latest.current.moveFocus(index, key),
    [],
  );

  return (
    <>
      <SpacerRow height={top} colSpan={columnCount} />
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <BodyRow
            key={item.key}
            row={row}
            cells={row.getVisibleCells()}
            index={item.index}
            selected={row.getIsSelected()}
            rowHeight={rowHeight}
            clickable={onRowClick !== undefined}
            opensOnClick={rowActivation === "click"}
            onActivate={onActivate}
            onMove={onMove}
          />
        );
      })}
      <SpacerRow height={bottom} colSpan={columnCount} />
    </>
  );
}

interface BodyRowProps<T> {
  readonly row: Row<T>;
  /** The row's visible cells (a new array when the columns or their visibility change). */
  readonly cells: readonly Cell<T, unknown>[];
  readonly index: number;
  readonly selected: boolean;
  readonly rowHeight: number;
  readonly clickable: boolean;
  readonly opensOnClick: boolean;
  readonly onActivate: (index: number, event: MouseEvent | KeyboardEvent) => void;
  readonly onMove: (index: number, key: string) => boolean;
}

function BodyRowView<T>({
  cells,
  index,
  selected,
  rowHeight,
  clickable,
  opensOnClick,
  onActivate,
  onMove,
}: BodyRowProps<T>) {
  return (
    <tr
      aria-rowindex={index + 2}
      data-index={index}
      data-state={selected ? "selected" : undefined}
      data-slot="row"
      style={{ height: rowHeight }}
      tabIndex={clickable ? 0 : undefined}
      onClick={
        clickable && opensOnClick
          ? (event) => {
              onActivate(index, event);
            }
          : undefined
      }
      onKeyDown={
        clickable
          ? (event) => {
              if (event.target !== event.currentTarget) return;
              if (event.key === "Enter") {
                event.preventDefault();
                onActivate(index, event);
              } else if (onMove(index, event.key)) {
                event.preventDefault();
              }
            }
          : undefined
      }
      className={clsx(
        "hover:bg-surface-muted data-[state=selected]:bg-primary-soft",
        clickable &&
          "cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
      )}
    >
      {cells.map((cell) => {
        const meta = columnMeta(cell.column);
        const isSelection = cell.column.id === SELECTION_COLUMN_ID;
        return (
          <td
            key={cell.id}
            className={clsx(
              // Layout and paint containment: a cell's content (one clipped line) is laid out
              // and painted on its own, so rows coming into view do not dirty their neighbours.
              "overflow-hidden border-b border-line text-sm text-ellipsis whitespace-nowrap text-fg [contain:layout_paint]",
              isSelection ? "px-0 text-center" : "px-3",
              meta.align === "end" && "text-right tabular-nums",
              meta.cellClassName,
            )}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </td>
        );
      })}
    </tr>
  );
}

/** One body row, drawn again only when its row, cells, place or selection change. */
const BodyRow = memo(BodyRowView) as typeof BodyRowView;
