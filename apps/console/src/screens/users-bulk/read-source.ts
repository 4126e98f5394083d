/**
 * From what the operator gave (a CSV or XLSX file, or pasted CSV text) to the SDK's table. An
 * XLSX file is read by `read-excel-file` (its first sheet), loaded only when such a file is
 * chosen, so the spreadsheet reader never weighs on anyone who uploads CSV.
 */
import type { BulkReadOutcome, BulkSource } from "@canvass/machines";
import { parseCsvTable, tableFromCells, type BulkTable } from "@canvass/sdk/bulk";

/** The most rows one call takes (the contract's `PlayerBulkRows` maxItems). */
export const BULK_MAX_ROWS = 5000;

/** The table, or why it cannot be used. */
export function checkTable(table: BulkTable): BulkReadOutcome {
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
export async function readFileTable(file: File): Promise<BulkReadOutcome> {
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
export function readPastedTable(text: string): BulkReadOutcome {
  return checkTable(parseCsvTable(text));
}

/** The bulk wizard's `readSource` actor: a chosen file or pasted text, as a table. */
export function readBulkSource(source: BulkSource): Promise<BulkReadOutcome> {
  if (source.kind === "text") return Promise.resolve(readPastedTable(source.text));
  const file = source.file instanceof File ? source.file : new File([source.file], source.name);
  return readFileTable(file);
}
