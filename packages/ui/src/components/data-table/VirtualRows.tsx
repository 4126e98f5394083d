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
  type Key,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import type { ColumnFlex } from "./column-flex";
import { columnMeta } from "./column-meta";
import { RowSlots } from "./row-slots";
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
  /** Each visible column's width (`columnFlex`, shared with the header). */
  readonly flex: ColumnFlex;
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

/**
 * The body rows, virtualised and recycled (decision 0090): only the rows in view (plus a margin)
 * are drawn, each placed by a transform in a body as tall as the whole list; a row element keeps
 * its slot, and scrolling gives the slot of a row that left the window to a row that came in, so
 * a scrolled frame changes a few rows' texts and places and makes no elements. The elements stand
 * in slot order; each says its place to assistive technology through `aria-rowindex` (the header
 * row is 1). With `onRowClick` the rows are one tab stop (a roving `tabindex`: the row focused
 * last, kept drawn): Enter opens a row; arrow keys, Page Up/Down, Home and End move the focus,
 * drawing rows as they come.
 */
export function VirtualRows<T>({
  table,
  rows,
  columns,
  flex,
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
  // The row that takes the focus when the table is tabbed into (the one focused last), and
  // whether the focus is in a row now.
  const [focus, setFocus] = useState({ anchor: 0, inside: false });
  const anchorIndex = Math.min(focus.anchor, rows.length - 1);
  // The anchor row stays drawn wherever the window is, so the focus never sits on a row element
  // that scrolling has given to another row.
  const kept = onRowClick === undefined ? -1 : anchorIndex;
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
  const [slots] = useState(() => new RowSlots<Key>());
  // While the list scrolls, elements are recycled and stand in any order; at rest (and with no
  // focus in a row, which must stay on its element) they are put back in the rows' order, which
  // is the order assistive technology reads them in.
  const assigned = slots.assign(
    items.map((item) => item.key),
    !virtualizer.isScrolling && !focus.inside,
  );
  const drawn = items
    .map((item, position) => ({ item, slot: assigned[position] ?? position }))
    .sort((a, b) => a.slot - b.slot);

  // Arrow keys move the focus through the rows: the row to focus may not be drawn yet, so it is
  // scrolled into view and focused once it is.
  const pendingFocus = useRef<number | null>(null);
  useEffect(() => {
    const index = pendingFocus.current;
    if (index === null || scrollElement === null) return;
    const target = rowElement(scrollElement, index);
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
    const target = scrollElement === null ? null : rowElement(scrollElement, index);
    if (target) {
      // Drawn and in place: the browser scrolls it into view as it takes the focus.
      target.focus();
    } else {
      pendingFocus.current = index;
      virtualizer.scrollToIndex(index, { align: "auto" });
    }
    return true;
  };

  // Rows are memoised (scrolling re-renders only the rows given another row) and share these
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
  const onFocus = useCallback((event: FocusEvent<HTMLTableRowElement>) => {
    const anchor = Number(event.currentTarget.getAttribute("data-index"));
    setFocus((now) => (now.anchor === anchor && now.inside ? now : { anchor, inside: true }));
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLTableRowElement>) => {
    const next = event.relatedTarget;
    const body = event.currentTarget.parentElement;
    if (next instanceof Node && body?.contains(next)) return;
    setFocus((now) => (now.inside ? { anchor: now.anchor, inside: false } : now));
  }, []);
  const clickable = onRowClick !== undefined;
  const handlers = useMemo<RowHandlers>(
    () =>
      clickable
        ? { onClick: rowActivation === "click" ? activate : undefined, onKeyDown, onFocus, onBlur }
        : NO_HANDLERS,
    [clickable, rowActivation, activate, onKeyDown, onFocus, onBlur],
  );
  // What every row's cells share: per column, its cell's classes and width (worked out once, not
  // per cell drawn).
  const layout = useMemo<RowLayout<T>>(
    () => ({
      table,
      columns: columns.map((column, position) => {
        const { cell } = column.columnDef;
        return {
          column,
          className: cellClassName(column),
          style: flex[position] ?? {},
          plain: columnMeta(column).plainCell === true && typeof cell === "function" ? cell : null,
        };
      }),
      rowHeight,
      last: rows.length - 1,
    }),
    [table, columns, flex, rowHeight, rows.length],
  );

  return drawn.map(({ item, slot }) => {
    const row = rows[item.index];
    if (!row) return null;
    return (
      <BodyRow
        key={slot}
        row={row}
        layout={layout}
        index={item.index}
        start={item.start}
        selected={row.getIsSelected()}
        tabbable={clickable ? item.index === anchorIndex : undefined}
        handlers={handlers}
      />
    );
  });
}

/** The drawn row element showing row `index`, if any. */
function rowElement(root: HTMLElement, index: number): HTMLElement | null {
  return root.querySelector<HTMLElement>(`tr[data-slot="row"][data-index="${index}"]`);
}

interface RowHandlers {
  readonly onClick?: ((event: MouseEvent<HTMLTableRowElement>) => void) | undefined;
  readonly onKeyDown?: ((event: KeyboardEvent<HTMLTableRowElement>) => void) | undefined;
  readonly onFocus?: ((event: FocusEvent<HTMLTableRowElement>) => void) | undefined;
  readonly onBlur?: ((event: FocusEvent<HTMLTableRowElement>) => void) | undefined;
}

const NO_HANDLERS: RowHandlers = {};

interface RowLayout<T> {
  readonly table: Table<T>;
  /**
   * The visible columns with their cells' classes and width and, for a `plainCell` column, its
   * function.
   */
  readonly columns: readonly {
    readonly column: Column<T>;
    readonly className: string;
    readonly style: CSSProperties;
    readonly plain: ((context: CellContext<T, unknown>) => ReactNode) | null;
  }[];
  readonly rowHeight: number;
  /** The last row's index: its bottom border is the table's. */
  readonly last: number;
}

/** A body cell's classes in `column`. */
function cellClassName<T>(column: Column<T>): string {
  const meta = columnMeta(column);
  return clsx(
    // One clipped line centred in the row, with room above and below for a control's focus
    // ring; laid out and painted on its own (containment), so a row given new texts does not
    // dirty its neighbours.
    "self-center overflow-hidden py-1 text-sm text-ellipsis whitespace-nowrap text-fg [contain:layout_paint]",
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
  /** The row's top in the body, in pixels. */
  readonly start: number;
  readonly selected: boolean;
  /** In the tab order (the roving row), out of it, or not focusable (rows that do nothing). */
  readonly tabbable: boolean | undefined;
  readonly handlers: RowHandlers;
}

// A flex row placed by a transform, its size fixed and its layout, style and paint contained: a
// row given another row's texts is laid out on its own.
const PLAIN_ROW =
  "absolute inset-x-0 top-0 flex border-b border-line [contain:strict] hover:bg-surface-muted data-[last]:border-b-0 data-[state=selected]:bg-primary-soft";
const CLICKABLE_ROW = `${PLAIN_ROW} cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring`;

function BodyRowView<T>({
  row,
  layout,
  index,
  start,
  selected,
  tabbable,
  handlers,
}: BodyRowProps<T>) {
  return (
    // The roles said outright: a flex row, which WebKit would not call a row (decision 0090).
    <tr
      role="row"
      aria-rowindex={index + 2}
      data-index={index}
      data-state={selected ? "selected" : undefined}
      data-last={index === layout.last ? "" : undefined}
      data-slot="row"
      style={{ height: layout.rowHeight, transform: `translateY(${start}px)` }}
      tabIndex={tabbable === undefined ? undefined : tabbable ? 0 : -1}
      onClick={handlers.onClick}
      onKeyDown={handlers.onKeyDown}
      onFocus={handlers.onFocus}
      onBlur={handlers.onBlur}
      className={tabbable === undefined ? PLAIN_ROW : CLICKABLE_ROW}
    >
      {layout.columns.map(({ column, className, style, plain }) => (
        // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
        <td key={column.id} role="cell" className={className} style={style}>
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
