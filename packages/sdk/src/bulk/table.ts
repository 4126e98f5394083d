/**
 * A file of users as a plain table: the header row's texts and the data rows' texts, every row
 * as long as the header. CSV text goes through papaparse (quotes, embedded line breaks, and the
 * delimiter guessed: spreadsheets in Spanish or French locales write `;`); spreadsheet cells
 * (an XLSX sheet read elsewhere) go through `tableFromCells`. Both end in the same shape, so
 * mapping and checking never care where a table came from.
 */
import Papa from "papaparse";

export interface BulkTable {
  /** The first row's texts, trimmed; an empty header cell becomes "Column N". */
  readonly header: readonly string[];
  /** The data rows, each exactly `header.length` texts (padded or cut). */
  readonly rows: readonly (readonly string[])[];
}

/** The text of one spreadsheet cell: dates as ISO 8601, numbers and booleans as written. */
export function cellText(value: unknown): string {
  if (value == null) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") {
    return String(value);
  }
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : value.toISOString();
  return "";
}

const isBlankRow = (row: readonly string[]) => row.every((cell) => cell.trim() === "");

/**
 * A table from rows of cells, the first row being the header. Blank rows (every cell empty) are
 * dropped, since spreadsheets often end with some; a header cell left empty gets a
 * positional name so it can still be mapped.
 */
export function tableFromCells(cells: readonly (readonly unknown[])[]): BulkTable {
  const texts = cells.map((row) => row.map(cellText)).filter((row) => !isBlankRow(row));
  const [first, ...rest] = texts;
  if (first === undefined) return { header: [], rows: [] };
  // Trailing empty header cells carry no column (spreadsheets pad rows to the widest one).
  let width = first.length;
  while (width > 0 && (first[width - 1] ?? "").trim() === "") width -= 1;
  const header = first
    .slice(0, width)
    .map((text, index) => (text.trim() === "" ? `Column ${index + 1}` : text.trim()));
  const rows = rest.map((row) => header.map((_, index) => row[index] ?? ""));
  return { header, rows };
}

/** Parses CSV text (a leading byte-order mark ignored) into a table. */
export function parseCsvTable(text: string): BulkTable {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const result = Papa.parse<string[]>(source, {
    header: false,
    skipEmptyLines: "greedy",
    delimitersToGuess: [",", ";", "\t", "|"],
  });
  return tableFromCells(result.data);
}
