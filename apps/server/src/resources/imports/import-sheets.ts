/**
 * An uploaded file checked with a column map, row by row as it is read (decision 0060): the
 * rows are never held as a table. The real run reads the file a second time for the values of
 * the rows it writes (`validImportRows`, decision 0093): a CSV then as a stream of rows. CSV must be UTF-8 (a byte-order mark is fine) and goes through
 * papaparse's row-by-row mode; XLSX is read with `read-excel-file` (the library the console's
 * bulk users already use; decision 0037), only the chosen sheet (`page`: name or 0-based index,
 * default the first), its names read from the workbook's index with fflate. A file that cannot
 * be read, has no header or no row under it is a 422 naming the part; ragged rows are row
 * problems; a map that does not fit the header is answered as `mapProblems` (nothing checked).
 */
import {
  ImportRowChecker,
  ImportRowReader,
  ImportRowValidator,
  importMapProblems,
  streamImportCsvInTurns,
  type ImportCheckedRow,
  type ImportCheckedRows,
  type ImportColumnMap,
  type ImportCsvFormat,
  type ImportMapProblem,
} from "@canvass/sdk/imports";
import { setImmediate as nextTurn } from "node:timers/promises";
import { strFromU8, unzipSync } from "fflate";
import { readSheet } from "read-excel-file/node";
import { unprocessable } from "../../http/index.js";
import { csvRows } from "./csv-rows.js";

export interface CheckedFile {
  readonly header: readonly string[];
  /** Sheet names (XLSX only). */
  readonly sheets: readonly string[];
  /** Problems of the map against the header (then `checked` holds no row). */
  readonly mapProblems: readonly ImportMapProblem[];
  readonly checked: ImportCheckedRows;
  /** How a CSV was read (its second reading uses the same). */
  readonly csv?: ImportCsvFormat;
}

const problem = (field: string, message: string, code: string) =>
  unprocessable(`The import's ${field.slice(1)} ${message}.`, [{ field, message, code }]);

export const isXlsxName = (file: string): boolean => file.toLowerCase().endsWith(".xlsx");

/** Does the file start like a zip archive (an XLSX workbook)? */
const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

const unescapeXml = (text: string) =>
  text
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&quot;", '"')
    .replaceAll("&apos;", "'")
    .replaceAll("&amp;", "&");

/** The workbook's sheet names in order, from `xl/workbook.xml` alone (no sheet is read). */
function sheetNames(bytes: Uint8Array): string[] {
  const entries = unzipSync(bytes, { filter: (entry) => entry.name === "xl/workbook.xml" });
  const index = entries["xl/workbook.xml"];
  if (index === undefined) throw new Error("no workbook index");
  return [...strFromU8(index).matchAll(/<(?:\w+:)?sheet\b[^>]*?\bname="([^"]*)"/g)].map((match) =>
    unescapeXml(match[1] ?? ""),
  );
}

/** The chosen sheet's rows, and the workbook's sheet names. */
async function workbookSheet(
  bytes: Uint8Array,
  page: string | undefined,
): Promise<{ names: string[]; rows: unknown[][] }> {
  if (!isZip(bytes)) throw problem("/file", "is not an XLSX workbook", "format");
  let names: string[];
  try {
    names = sheetNames(bytes);
  } catch {
    throw problem("/file", "is not a readable XLSX workbook", "format");
  }
  const index = page === undefined ? 0 : /^\d+$/.test(page) ? Number(page) : names.indexOf(page);
  if (index < 0 || index >= names.length)
    throw problem("/page", `is not a sheet of the workbook (${names.join(", ")})`, "sheet");
  let rows: unknown[][];
  try {
    // read-excel-file numbers sheets from 1.
    rows = await readSheet(
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      index + 1,
    );
  } catch {
    throw problem("/file", "is not a readable XLSX workbook", "format");
  }
  return { names, rows };
}

/** The CSV's text: UTF-8 (a byte-order mark is fine), not binary. */
function csvText(bytes: Uint8Array, page: string | undefined): string {
  if (page !== undefined && page !== "0")
    throw problem("/page", "is only for XLSX workbooks", "sheet");
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw problem("/file", "is not UTF-8 text (save the CSV as UTF-8)", "encoding");
  }
  if (text.includes("\u0000")) throw problem("/file", "is not a text file", "encoding");
  return text;
}

/**
 * Rows read between two turns of the event loop: on PGlite the database shares this thread, and
 * requests that came in are answered while a large file is read (decision 0094).
 */
const ROWS_PER_TURN = 5_000;

/** Reads the file (one sheet of a workbook) and checks each row with the map as it comes. */
export async function checkImportFile(
  file: string,
  bytes: Uint8Array,
  page: string | undefined,
  map: ImportColumnMap,
): Promise<CheckedFile> {
  // Set when the header is read (a callback: a plain `let` would read as never assigned).
  const state: { checker?: ImportRowChecker; mapProblems: readonly ImportMapProblem[] } = {
    mapProblems: [],
  };
  const reader = new ImportRowReader(
    (row, cells, ragged) => {
      state.checker?.add(row, cells, ragged);
    },
    (header) => {
      state.mapProblems = importMapProblems(map, header);
      if (state.mapProblems.length === 0) state.checker = new ImportRowChecker(header, map);
    },
  );
  let sheets: string[] = [];
  let csv: ImportCsvFormat | undefined;
  if (isXlsxName(file)) {
    const book = await workbookSheet(bytes, page);
    sheets = book.names;
    for (const [index, row] of book.rows.entries()) {
      reader.push(row);
      if ((index + 1) % ROWS_PER_TURN === 0) await nextTurn();
    }
  } else csv = await streamImportCsvInTurns(csvText(bytes, page), reader, nextTurn, ROWS_PER_TURN);
  const header = reader.header ?? [];
  if (header.length === 0) throw problem("/file", "has no header row", "empty");
  if (reader.rows === 0) throw problem("/file", "has no rows under its header", "empty");
  return {
    header,
    sheets,
    mapProblems: state.mapProblems,
    checked: state.checker?.result() ?? {
      rows: reader.rows,
      valid: [],
      errors: [],
      failedCells: new Map(),
    },
    ...(csv === undefined ? {} : { csv }),
  };
}

/**
 * The valid rows of a file already checked, read again with their values, in file order: a CSV
 * as a stream of rows with its first reading's format, so only the rows in hand are held.
 */
export async function* validImportRows(
  file: string,
  bytes: Uint8Array,
  page: string | undefined,
  map: ImportColumnMap,
  csv: ImportCsvFormat | undefined,
): AsyncGenerator<ImportCheckedRow> {
  const state: { validator?: ImportRowValidator; valid?: ImportCheckedRow | undefined } = {};
  const reader = new ImportRowReader(
    (row, cells, ragged) => {
      const verdict = state.validator?.check(row, cells, ragged);
      if (verdict?.ok === true) state.valid = { row, values: verdict.values };
    },
    (header) => {
      state.validator = new ImportRowValidator(header, map);
    },
  );
  const rows = isXlsxName(file)
    ? (await workbookSheet(bytes, page)).rows
    : csvRows(csvText(bytes, page), csv);
  for await (const raw of rows) {
    reader.push(raw);
    if (state.valid !== undefined) {
      yield state.valid;
      state.valid = undefined;
    }
  }
}
