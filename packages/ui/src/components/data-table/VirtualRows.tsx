import {
  createCell,
  flexRender,
  type Cell,
  type CellContext,
  type Column,
  type Row,
  type Table,
} from "@tanstack/react-table";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { clsx } from "clsx";
import {
  memo,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { columnMeta } from "./column-meta";
import { SELECTION_COLUMN_ID } from "./selection-column";

/** Rows drawn beyond each edge of the visible window, so fast scrolling shows no gaps. */
const OVERSCAN_ROWS = 8;

/** Clicks on these inside a row belong to them, not to the row. */
const INTERACTIVE = "a, button, input, select, textarea, label, [role='menuitem']";

export interface VirtualRowsProps<T> {
  readonly table: Table<T>;
  readonly rows: readonly Row<T>[];
  /** The visible leaf columns in order (TanStack's memoised array: the same while they are). */
  readonly columns: readonly Column<T>[];
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
 * through `aria-rowindex` (the header row is 1). With `onRowClick` the rows are one tab stop (the
 * grid pattern's roving `tabindex`: the row focused last, kept drawn wherever the list scrolls,
 * decision 0090): Enter opens a row; arrow keys, Page Up/Down, Home and End move the focus,
 * drawing rows as they come.
 */
export function VirtualRows<T>({
  table,
  rows,
  columns,
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
  // The row in the tab order: the one focused last among these rows (first the first row; a new
  // page or order starts again from it). It stays drawn wherever the window is, so the focus is
  // never lost with a row scrolled out of the DOM.
  const [anchor, setAnchor] = useState<{ rows: readonly Row<T>[]; index: number } | null>(null);
  const anchorIndex = anchor?.rows === rows ? anchor.index : 0;
  const kept = onRowClick === undefined ? -1 : Math.min(anchorIndex, rows.length - 1);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return kept < 0 || indexes.includes(kept)
        ? indexes
        : [...indexes, kept].sort((a, b) => a - b);
    },
    [kept],
  );
  // The library is not built with React Compiler; TanStack's hooks are used as documented.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize,
    getItemKey,
    rangeExtractor,
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

  // Rows are memoised (scrolling re-renders only the rows that come into view) and share these
  // handlers, which find the row by its `data-index` and reach the latest state through a ref:
  // a row scrolled into view creates no functions of its own.
  const latest = useRef({ rows, onRowClick, moveFocus });
  latest.current = { rows, onRowClick, moveFocus };
  const activate = useCallback((event: MouseEvent | KeyboardEvent) => {
    const { rows: current, onRowClick: click } = latest.current;
    const row = current[Number(event.currentTarget.getAttribute("data-index"))];
    if (!click || !row) return;
    if (event.target instanceof Element && event.target.closest(INTERACTIVE)) return;
    click(row.original);
  }, []);
  const onFocus = useCallback((event: FocusEvent<HTMLTableRowElement>) => {
    const index = Number(event.currentTarget.getAttribute("data-index"));
    const current = latest.current.rows;
    setAnchor((now) =>
      now?.rows === current && now.index === index ? now : { rows: current, index },
    );
  }, []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLTableRowElement>) => {
      if (event.target !== event.currentTarget) return;
      if (event.key === "Enter") {
        event.preventDefault();
        activate(event);
      } else if (
        latest.current.moveFocus(Number(event.currentTarget.getAttribute("data-index")), event.key)
      ) {
        event.preventDefault();
      }
    },
    [activate],
  );
  const clickable = onRowClick !== undefined;
  const handlers = useMemo<RowHandlers>(
    () =>
      clickable
        ? { onClick: rowActivation === "click" ? activate : undefined, onKeyDown, onFocus }
        : NO_HANDLERS,
    [clickable, rowActivation, activate, onKeyDown, onFocus],
  );
  // What every row's cells share: per column, its cell's classes (worked out once, not per cell
  // drawn); the rows' height style.
  const layout = useMemo<RowLayout<T>>(
    () => ({
      table,
      columns: columns.map((column) => {
        const { cell } = column.columnDef;
        return {
          column,
          className: cellClassName(column),
          plain: columnMeta(column).plainCell === true && typeof cell === "function" ? cell : null,
        };
      }),
      style: { height: rowHeight },
    }),
    [table, columns, rowHeight],
  );

  const drawn: ReactNode[] = [<SpacerRow key="top" height={top} colSpan={columns.length} />];
  let end = top;
  for (const item of items) {
    const row = rows[item.index];
    if (!row) continue;
    // The focused row kept drawn away from the window leaves a gap, held by a spacer.
    if (item.start > end)
      drawn.push(<SpacerRow key="gap" height={item.start - end} colSpan={columns.length} />);
    end = item.end;
    drawn.push(
      <BodyRow
        key={item.key}
        row={row}
        layout={layout}
        index={item.index}
        selected={row.getIsSelected()}
        tabbable={clickable ? item.index === kept : undefined}
        handlers={handlers}
      />,
    );
  }
  drawn.push(<SpacerRow key="bottom" height={bottom} colSpan={columns.length} />);
  return drawn;
}

interface RowHandlers {
  readonly onClick?: ((event: MouseEvent<HTMLTableRowElement>) => void) | undefined;
  readonly onKeyDown?: ((event: KeyboardEvent<HTMLTableRowElement>) => void) | undefined;
  readonly onFocus?: ((event: FocusEvent<HTMLTableRowElement>) => void) | undefined;
}

const NO_HANDLERS: RowHandlers = {};

interface RowLayout<T> {
  readonly table: Table<T>;
  /** The visible columns with their cells' classes and, for a `plainCell` column, its function. */
  readonly columns: readonly {
    readonly column: Column<T>;
    readonly className: string;
    readonly plain: ((context: CellContext<T, unknown>) => ReactNode) | null;
  }[];
  readonly style: CSSProperties;
}

/** A body cell's classes in `column`. */
function cellClassName<T>(column: Column<T>): string {
  const meta = columnMeta(column);
  return clsx(
    // Layout and paint containment: a cell's content (one clipped line) is laid out and painted
    // on its own, so rows coming into view do not dirty their neighbours.
    "overflow-hidden border-b border-line text-sm text-ellipsis whitespace-nowrap text-fg [contain:layout_paint]",
    column.id === SELECTION_COLUMN_ID ? "px-0 text-center" : "px-3",
    meta.align === "end" && "text-right tabular-nums",
    meta.cellClassName,
  );
}

/**
 * A `plainCell` column's context: table, column and row, with the TanStack cell (and through it
 * `getValue`, `renderValue`) made only when the cell function reads it.
 */
class PlainCellContext<T> implements CellContext<T, unknown> {
  private made: Cell<T, unknown> | undefined;
  constructor(
    readonly table: Table<T>,
    readonly column: Column<T>,
    readonly row: Row<T>,
  ) {}
  get cell(): Cell<T, unknown> {
    this.made ??= createCell(this.table, this.row, this.column, this.column.id);
    return this.made;
  }
  get getValue(): Cell<T, unknown>["getValue"] {
    return this.cell.getValue;
  }
  get renderValue(): Cell<T, unknown>["renderValue"] {
    return this.cell.renderValue;
  }
}

interface BodyRowProps<T> {
  readonly row: Row<T>;
  /** The columns and what the rows share (a new object when the columns change). */
  readonly layout: RowLayout<T>;
  readonly index: number;
  readonly selected: boolean;
  /** In the tab order (the roving row), out of it, or not focusable (rows that do nothing). */
  readonly tabbable: boolean | undefined;
  readonly handlers: RowHandlers;
}

const PLAIN_ROW = "hover:bg-surface-muted data-[state=selected]:bg-primary-soft";
const CLICKABLE_ROW = `${PLAIN_ROW} cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring`;

function BodyRowView<T>({ row, layout, index, selected, tabbable, handlers }: BodyRowProps<T>) {
  return (
    <tr
      aria-rowindex={index + 2}
      data-index={index}
      data-state={selected ? "selected" : undefined}
      data-slot="row"
      style={layout.style}
      tabIndex={tabbable === undefined ? undefined : tabbable ? 0 : -1}
      onClick={handlers.onClick}
      onKeyDown={handlers.onKeyDown}
      onFocus={handlers.onFocus}
      className={tabbable === undefined ? PLAIN_ROW : CLICKABLE_ROW}
    >
      {layout.columns.map(({ column, className, plain }) => (
        <td key={column.id} className={className}>
          {plain === null
            ? // Only the visible columns' cells, made as the row is drawn: TanStack's
              // `row.getVisibleCells()` would first make a cell for every column, hidden ones too.
              flexRender(
                column.columnDef.cell,
                createCell(layout.table, row, column, column.id).getContext(),
              )
            : plain(new PlainCellContext(layout.table, column, row))}
        </td>
      ))}
    </tr>
  );
}

/** One body row, drawn again only when its row, columns, place, selection or handlers change. */
const BodyRow = memo(BodyRowView) as typeof BodyRowView;
