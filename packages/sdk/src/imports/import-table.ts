/**
 * A file as a table for an import: the bulk users' table (header, rows as long as the header,
 * blank rows dropped) plus the rows that were ragged — more filled cells than the header has
 * columns, or fewer cells than it (a CSV line cut short). Ragged rows are reported as row
 * problems, never guessed into place. Row numbers count the header as 1 and skip blank rows.
 */
import Papa from "papaparse";
import { cellText, tableFromCells, type BulkTable } from "../bulk/table";

export interface ImportTable extends BulkTable {
  /** Row numbers of ragged rows. */
  readonly ragged: readonly number[];
}

export function importTableFromCells(cells: readonly (readonly unknown[])[]): ImportTable {
  const table = tableFromCells(cells);
  const width = table.header.length;
  const ragged: number[] = [];
  let row = 0;
  for (const cellsOfRow of cells) {
    const texts = cellsOfRow.map(cellText);
    if (texts.every((text) => text.trim() === "")) continue;
    row += 1;
    if (row === 1) continue;
    let filled = texts.length;
    while (filled > 0 && (texts[filled - 1] ?? "").trim() === "") filled -= 1;
    if (filled > width || texts.length < width) ragged.push(row);
  }
  return { ...table, ragged };
}

/** CSV text (a byte-order mark ignored, the delimiter guessed) as an import table. */
export function parseImportCsv(text: string): ImportTable {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const result = Papa.parse<string[]>(source, {
    header: false,
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t", "|"],
  });
  return importTableFromCells(result.data);
}
