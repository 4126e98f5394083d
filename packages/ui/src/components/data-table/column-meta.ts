import type { Column } from "@tanstack/react-table";

/**
 * What a column may say about itself in `columnDef.meta` (TanStack leaves `meta` open):
 * `{ label: "Amount", align: "end" } satisfies DataTableColumnMeta`.
 */
export interface DataTableColumnMeta {
  /** Name in the column menu (defaults to a string `header`, else the column id). */
  readonly label?: string;
  /** `end` right-aligns the header and cells (amounts, counts) with tabular figures. */
  readonly align?: "start" | "end";
  /** Extra classes for this column's body cells. */
  readonly cellClassName?: string;
  /**
   * The column's `cell` is a plain function of its context (no hooks): the table calls it as a
   * row is drawn instead of mounting it as a component of its own, and makes the TanStack
   * `cell` (and `getValue`) only if the function reads them. For long scrolled lists (/subs):
   * a row coming into view then costs a React component and a cell object less per column.
   */
  readonly plainCell?: boolean;
}

/** The column's meta, read as `DataTableColumnMeta`. */
export function columnMeta<T>(column: Column<T>): DataTableColumnMeta {
  return column.columnDef.meta ?? {};
}

/** The column's human name: meta label, then a string header, then its id. */
export function columnLabel<T>(column: Column<T>): string {
  const { header } = column.columnDef;
  return columnMeta(column).label ?? (typeof header === "string" ? header : column.id);
}
