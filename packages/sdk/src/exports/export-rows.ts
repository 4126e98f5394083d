// One export row as it is written: the compiled columns turn a submission (field values by
// name) into the values of the file's columns, in order. Compile once per run, apply per row.

import { csvField } from "../csv/csv";
import { type ExportColumn } from "./export-columns";
import {
  byName,
  compileFunction,
  type ArgReader,
  type ExportRow,
  type FieldReaderOf,
} from "./export-functions";

export type RowWriter<Row = ExportRow> = (row: Row) => unknown[];

/** The headers of the columns, in file order. */
export function exportHeaders(columns: readonly ExportColumn[]): string[] {
  return columns.map((column) => column.header);
}

/**
 * Compiles the columns into one function from a submission to the row's values. A row is the
 * field values by name (`ExportRow`), or whatever `field` reads fields from.
 */
export function compileExportRow<Row = ExportRow>(
  columns: readonly ExportColumn[],
  field: FieldReaderOf<Row> = byName as unknown as FieldReaderOf<Row>,
): RowWriter<Row> {
  const readers = columns.map((column): ArgReader<Row> => {
    switch (column.type) {
      case "blank":
        return () => "";
      case "set": {
        const value = column.value;
        return () => value;
      }
      case "field": {
        const read = field(column.field);
        return (row) => read(row) ?? "";
      }
      case "function":
        return compileFunction(column.function, column.args ?? [], field);
    }
  });
  return (row) => readers.map((read) => read(row));
}

/**
 * The same columns over rows that are arrays of field values in the order of `names` (the
 * server's reader hands them so, with no object per row). A name not in `names` reads as missing.
 */
export function compileExportRowAt(
  columns: readonly ExportColumn[],
  names: readonly string[],
): RowWriter<readonly unknown[]> {
  return compileExportRow<readonly unknown[]>(columns, (name) => {
    const index = names.indexOf(name);
    return index < 0 ? () => undefined : (row) => row[index];
  });
}

/** The first rows as they will be written (the editor's live preview): header, then values. */
export function previewExport(
  columns: readonly ExportColumn[],
  rows: readonly ExportRow[],
  limit = 20,
): { headers: string[]; rows: unknown[][] } {
  const write = compileExportRow(columns);
  return { headers: exportHeaders(columns), rows: rows.slice(0, limit).map(write) };
}

/** One CSV line of values (every value double-quoted, CRLF), for the server's fast writer. */
export function csvLine(values: readonly unknown[]): string {
  let line = "";
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) line += ",";
    const value = values[index];
    // Plain text without a quote needs no replace (most values): the same bytes, sooner.
    line += typeof value === "string" && !value.includes('"') ? `"${value}"` : csvField(value);
  }
  return line + "\r\n";
}
