// The columns of an export (the contract's `ExportField`): four types, in file order.
// `blank` writes nothing under its header, `set` the same fixed value on every row, `field` a
// submission field, `function` a named transform of `export-functions.ts` (never arbitrary code).

export const EXPORT_COLUMN_TYPES = ["blank", "set", "field", "function"] as const;
export type ExportColumnType = (typeof EXPORT_COLUMN_TYPES)[number];

export interface ExportBlankColumn {
  readonly type: "blank";
  readonly header: string;
}
export interface ExportSetColumn {
  readonly type: "set";
  readonly header: string;
  readonly value: string;
}
export interface ExportFieldColumn {
  readonly type: "field";
  readonly header: string;
  readonly field: string;
}
export interface ExportFunctionColumn {
  readonly type: "function";
  readonly header: string;
  readonly function: string;
  readonly args?: readonly (string | number | boolean)[] | undefined;
}
export type ExportColumn =
  ExportBlankColumn | ExportSetColumn | ExportFieldColumn | ExportFunctionColumn;

/** The contract's limits on the column list and its parts. */
export const EXPORT_COLUMN_LIMITS = {
  minColumns: 1,
  maxColumns: 500,
  maxHeader: 128,
  maxValue: 1000,
  maxArgs: 20,
} as const;

/** `{Amount}` → `Amount`; any other text → `undefined` (a literal argument). */
export function fieldReference(arg: unknown): string | undefined {
  if (typeof arg !== "string") return undefined;
  const match = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(arg);
  return match?.[1];
}

/** Every submission field the columns read (`field` columns and `{Field}` arguments), once each. */
export function columnFields(columns: readonly ExportColumn[]): string[] {
  const names = new Set<string>();
  for (const column of columns) {
    if (column.type === "field") names.add(column.field);
    if (column.type === "function") {
      for (const arg of column.args ?? []) {
        const name = fieldReference(arg);
        if (name !== undefined) names.add(name);
      }
    }
  }
  return [...names];
}

/** Moves the column at `from` to `to` (drag or keyboard reorder); out-of-range moves change nothing. */
export function moveColumn<T>(columns: readonly T[], from: number, to: number): T[] {
  const next = [...columns];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length || from === to) return next;
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
