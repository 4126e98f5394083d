/**
 * A file as a table for an import: the bulk users' table (header, rows as long as the header,
 * blank rows dropped) plus the rows that were ragged — more filled cells than the header has
 * columns, or fewer cells than it (a CSV line cut short). Ragged rows are reported as row
 * problems, never guessed into place. Row numbers count the header as 1 and skip blank rows.
 * The table is read with the streamed reader (`import-stream.ts`); the server checks a whole
 * file row by row without it, the console uses it for the header and the first rows.
 */
import type { BulkTable } from "../bulk/table";
import { ImportRowReader, streamImportCsv } from "./import-stream";

export interface ImportTable extends BulkTable {
  /** Row numbers of ragged rows. */
  readonly ragged: readonly number[];
}

function tableReader(): { reader: ImportRowReader; table: () => ImportTable } {
  const rows: (readonly string[])[] = [];
  const ragged: number[] = [];
  const reader = new ImportRowReader((row, cells, isRagged) => {
    rows.push(cells);
    if (isRagged) ragged.push(row);
  });
  return { reader, table: () => ({ header: reader.header ?? [], rows, ragged }) };
}

export function importTableFromCells(cells: readonly (readonly unknown[])[]): ImportTable {
  const { reader, table } = tableReader();
  for (const row of cells) reader.push(row);
  return table();
}

/** CSV text (a byte-order mark ignored, the delimiter guessed) as an import table. */
export function parseImportCsv(text: string): ImportTable {
  const { reader, table } = tableReader();
  streamImportCsv(text, reader);
  return table();
}
