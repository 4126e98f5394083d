import type { Column } from "@tanstack/react-table";
import type { CSSProperties } from "react";

/**
 * The table's rows are flex boxes, not table rows (decision 0090): a table lays every row out
 * again whenever one comes or goes. Each column's cells take the width the fixed-layout table gave
 * them: at least the column's size (TanStack's 150 px when it names none), and the room beyond
 * the sizes' sum shared in proportion to them.
 */
export type ColumnFlex = readonly CSSProperties[];

/** The flex style of each of `columns`' cells (header, body and placeholder rows alike). */
export function columnFlex<T>(columns: readonly Column<T>[]): ColumnFlex {
  return columns.map((column) => {
    const width = column.getSize();
    return { flex: `${width} 0 ${width}px`, minWidth: 0 };
  });
}
