// One export row as it is written: the compiled columns turn a submission (field values by
// name) into the values of the file's columns, in order. Compile once per run, apply per row.

import { csvField } from "../csv/csv";
import { type ExportColumn } from "./export-columns";
import { compileFunction, type ExportRow } from "./export-functions";

export type RowWriter = (row: ExportRow) => unknown[];

/** The headers of the columns, in file order. */
export function exportHeaders(columns: readonly ExportColumn[]): string[] {
  return columns.map((column) => column.header);
}

/** Compiles the columns into one function from a submission to the row's values. */
export function compileExportRow(columns: readonly ExportColumn[]): RowWriter {
  const readers = columns.map((column): ((row: ExportRow) => unknown) => {
    switch (column.type) {
      case "blank":
        return () => "";
      case "set": {
        const value = column.value;
        return () => value;
      }
      case "field": {
        const name = column.field;
        return (row) => row[name] ?? "";
      }
      case "function":
        return compileFunction(column.function, column.args ?? []);
    }
  });
  return (row) => readers.map((read) => read(row));
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
    line += csvField(values[index]);
  }
  return line + "\r\n";
}
