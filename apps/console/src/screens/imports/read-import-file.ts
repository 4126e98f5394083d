/**
 * A chosen import file read in the browser for the mapping step: its header, the first rows (to
 * guess formats and show samples) and, for a workbook, its sheet names. CSV is parsed by the
 * SDK's import table (the server's own reading); XLSX by `read-excel-file`, loaded only when a
 * workbook is chosen. The whole file is read once more by the server with the dry run.
 */
import type { ImportReadSheetInput, ImportSheet } from "@canvass/machines";
import { importTableFromCells, parseImportCsv, type ImportTable } from "@canvass/sdk/imports";

/** Rows kept as samples (format guessing, the mapping table's example). */
export const SAMPLE_ROWS = 20;

/** Why a file cannot be used: `unreadable` (damaged, not UTF-8…), `empty`, `sheet` (not found). */
export class ImportFileProblem extends Error {
  constructor(readonly kind: "unreadable" | "empty" | "sheet") {
    super(kind);
    this.name = "ImportFileProblem";
  }
}

export const isXlsxName = (name: string): boolean => name.toLowerCase().endsWith(".xlsx");

async function readWorkbook(
  file: Blob,
  page: string | undefined,
): Promise<{ table: ImportTable; sheets: string[]; name: string }> {
  const { default: readXlsxFile } = await import("read-excel-file/browser");
  let sheets: { sheet: string; data: unknown[][] }[];
  try {
    sheets = await readXlsxFile(file);
  } catch {
    throw new ImportFileProblem("unreadable");
  }
  const names = sheets.map((sheet) => sheet.sheet);
  const chosen =
    page === undefined
      ? sheets[0]
      : /^\d+$/.test(page)
        ? sheets[Number(page)]
        : sheets.find((sheet) => sheet.sheet === page);
  if (chosen === undefined) throw new ImportFileProblem("sheet");
  return { table: importTableFromCells(chosen.data), sheets: names, name: chosen.sheet };
}

async function readCsv(file: Blob): Promise<ImportTable> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    throw new ImportFileProblem("unreadable");
  }
  return parseImportCsv(text);
}

/** The wizard's `readSheet` actor: the file's header and first rows, or an `ImportFileProblem`. */
export async function readImportFile(input: ImportReadSheetInput): Promise<ImportSheet> {
  const workbook = isXlsxName(input.name) ? await readWorkbook(input.file, input.page) : null;
  const table = workbook === null ? await readCsv(input.file) : workbook.table;
  if (table.header.length === 0 || table.rows.length === 0) throw new ImportFileProblem("empty");
  return {
    name: workbook?.name ?? input.name,
    header: table.header,
    sample: table.rows.slice(0, SAMPLE_ROWS),
    sheets: workbook?.sheets ?? [],
  };
}
