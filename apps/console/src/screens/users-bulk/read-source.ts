/**
 * From what the operator gave (a CSV or XLSX file, or pasted CSV text) to the SDK's table. An
 * XLSX file is read by `read-excel-file` (its first sheet), loaded only when such a file is
 * chosen, so the spreadsheet reader never weighs on anyone who uploads CSV.
 */
import { parseCsvTable, tableFromCells, type BulkTable } from "@canvass/sdk/bulk";

/** The most rows one call takes (the contract's `PlayerBulkRows` maxItems). */
export const BULK_MAX_ROWS = 5000;

export type ReadProblem =
  /** The file or text could not be read as a spreadsheet or CSV. */
  | { readonly kind: "unreadable" }
  /** Nothing under the header row. */
  | { readonly kind: "empty" }
  | { readonly kind: "tooMany"; readonly rows: number };

export type ReadOutcome =
  | { readonly ok: true; readonly table: BulkTable }
  | { readonly ok: false; readonly problem: ReadProblem };

/** The table, or why it cannot be used. */
export function checkTable(table: BulkTable): ReadOutcome {
  if (table.header.length === 0 || table.rows.length === 0) {
    return { ok: false, problem: { kind: "empty" } };
  }
  if (table.rows.length > BULK_MAX_ROWS) {
    return { ok: false, problem: { kind: "tooMany", rows: table.rows.length } };
  }
  return { ok: true, table };
}

export const isXlsx = (fileName: string): boolean => fileName.toLowerCase().endsWith(".xlsx");

/** Reads the first sheet of an XLSX file as rows of cells. */
async function xlsxCells(file: File): Promise<readonly (readonly unknown[])[]> {
  const { readSheet } = await import("read-excel-file/browser");
  return readSheet(file);
}

/** Reads a chosen file (CSV as text, XLSX as its first sheet). */
export async function readFileTable(file: File): Promise<ReadOutcome> {
  try {
    const table = isXlsx(file.name)
      ? tableFromCells(await xlsxCells(file))
      : parseCsvTable(await file.text());
    return checkTable(table);
  } catch {
    // A damaged or mislabelled file: the reader's own wording means nothing to the operator.
    return { ok: false, problem: { kind: "unreadable" } };
  }
}

/** Reads pasted CSV text. */
export function readPastedTable(text: string): ReadOutcome {
  return checkTable(parseCsvTable(text));
}
