/**
 * An uploaded file as an import table. CSV must be UTF-8 (a byte-order mark is fine); XLSX is
 * read with `read-excel-file` (the library the console's bulk users already use; decision 0037),
 * one sheet chosen by name or 0-based index (`page`, default the first). A file that cannot be
 * read, has no header or no row under it is a 422 naming the part; ragged rows are row problems.
 */
import { importTableFromCells, parseImportCsv, type ImportTable } from "@canvass/sdk/imports";
import readXlsxFile from "read-excel-file/node";
import { unprocessable } from "../../http/index.js";

export interface ReadSheet {
  readonly table: ImportTable;
  /** Sheet names (XLSX only). */
  readonly sheets: readonly string[];
}

const problem = (field: string, message: string, code: string) =>
  unprocessable(`The import's ${field.slice(1)} ${message}.`, [{ field, message, code }]);

export const isXlsxName = (file: string): boolean => file.toLowerCase().endsWith(".xlsx");

/** Does the file start like a zip archive (an XLSX workbook)? */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

export async function readImportSheet(
  file: string,
  bytes: Uint8Array,
  page: string | undefined,
): Promise<ReadSheet> {
  let read: ReadSheet;
  if (isXlsxName(file)) {
    if (!isZip(bytes)) throw problem("/file", "is not an XLSX workbook", "format");
    let sheets: { sheet: string; data: unknown[][] }[];
    try {
      sheets = await readXlsxFile(Buffer.from(bytes));
    } catch {
      throw problem("/file", "is not a readable XLSX workbook", "format");
    }
    const names = sheets.map((sheet) => sheet.sheet);
    const chosen =
      page === undefined
        ? sheets[0]
        : /^\d+$/.test(page)
          ? sheets[Number(page)]
          : sheets.find((sheet) => sheet.sheet === page);
    if (chosen === undefined)
      throw problem("/page", `is not a sheet of the workbook (${names.join(", ")})`, "sheet");
    read = { table: importTableFromCells(chosen.data), sheets: names };
  } else {
    if (page !== undefined && page !== "0")
      throw problem("/page", "is only for XLSX workbooks", "sheet");
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw problem("/file", "is not UTF-8 text (save the CSV as UTF-8)", "encoding");
    }
    if (text.includes("\u0000")) throw problem("/file", "is not a text file", "encoding");
    read = { table: parseImportCsv(text), sheets: [] };
  }
  if (read.table.header.length === 0) throw problem("/file", "has no header row", "empty");
  if (read.table.rows.length === 0) throw problem("/file", "has no rows under its header", "empty");
  return read;
}
