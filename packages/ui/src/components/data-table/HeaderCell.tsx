import { flexRender, type Header } from "@tanstack/react-table";
import { clsx } from "clsx";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import type { AriaAttributes } from "react";
import { columnMeta } from "./column-meta";
import { SELECTION_COLUMN_ID } from "./selection-column";

const ARIA_SORT = { asc: "ascending", desc: "descending" } as const;

export interface HeaderCellProps<T> {
  readonly header: Header<T, unknown>;
}

/** Explicit widths only for columns that ask for one; the others share the rest. */
export function columnWidth<T>(header: Header<T, unknown>): number | undefined {
  return header.column.columnDef.size === undefined ? undefined : header.getSize();
}

/**
 * A column header. Sortable columns hold a button (click, Enter or Space cycles the order) and
 * report the order with `aria-sort`; the arrow shows it to sighted users.
 */
export function HeaderCell<T>({ header }: HeaderCellProps<T>) {
  const { column } = header;
  const align = columnMeta(column).align ?? "start";
  const sorted = column.getIsSorted();
  const canSort = column.getCanSort();
  const content = header.isPlaceholder
    ? null
    : flexRender(column.columnDef.header, header.getContext());
  const ariaSort: AriaAttributes["aria-sort"] = canSort
    ? sorted
      ? ARIA_SORT[sorted]
      : "none"
    : undefined;
  const SortIcon = sorted === "asc" ? ArrowUp : sorted === "desc" ? ArrowDown : ChevronsUpDown;
  const isSelection = column.id === SELECTION_COLUMN_ID;

  return (
    <th
      scope="col"
      colSpan={header.colSpan}
      aria-sort={ariaSort}
      data-slot="header-cell"
      style={{ width: columnWidth(header) }}
      className={clsx(
        "h-10 border-b border-line bg-surface-muted text-xs font-semibold whitespace-nowrap text-fg-muted",
        // One padding and one alignment each (two utilities of one property: the stylesheet's
        // order picks one, whatever the class order): the select-all box sits over the rows'.
        isSelection ? "px-0 text-center" : ["px-3", align === "end" ? "text-right" : "text-left"],
      )}
    >
      {canSort ? (
        <button
          type="button"
          onClick={column.getToggleSortingHandler()}
          data-state={sorted || "none"}
          className={clsx(
            "-mx-1.5 inline-flex h-7 max-w-full items-center gap-1 rounded-md px-1.5 font-semibold",
            "hover:bg-surface hover:text-fg data-[state=asc]:text-fg data-[state=desc]:text-fg",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            align === "end" && "flex-row-reverse",
          )}
        >
          <span className="truncate">{content}</span>
          <SortIcon
            aria-hidden="true"
            size={14}
            className={clsx("shrink-0", !sorted && "opacity-60")}
          />
        </button>
      ) : (
        content
      )}
    </th>
  );
}
