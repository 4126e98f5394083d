/**
 * Files for the imports e2e, made in code: a CSV of generated donors with chosen bad rows and
 * twins, and an XLSX workbook of several sheets built by hand (inline strings zipped with fflate,
 * which read-excel-file already brings).
 */
import { strToU8, zipSync } from "fflate";

export const DONOR_HEADER = [
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Postcode",
  "Amount",
  "Date",
];

/** `count` donors as rows of cells (sheet row = index + 2), unique by every duplicate rule. */
export function donorRows(prefix: string, count: number): string[][] {
  // Phones differ between files too: four digits of the prefix's hash before the row's own four.
  let hash = 0;
  for (const char of prefix) hash = (hash * 31 + char.charCodeAt(0)) % 10_000;
  const block = String(hash).padStart(4, "0");
  return Array.from({ length: count }, (_, i) => {
    const n = String(i).padStart(4, "0");
    return [
      `Ana${n}`,
      `${prefix}${n}`,
      `${prefix}.${n}@import.test`,
      `+44 7${block} ${n}`,
      `ZZ${n} 1AA`,
      String(5 + (i % 40)),
      "2019-03-14",
    ];
  });
}

const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

export function csvOf(header: readonly string[], rows: readonly (readonly string[])[]): Buffer {
  return Buffer.from(
    [header, ...rows].map((row) => row.map(quote).join(",")).join("\r\n") + "\r\n",
    "utf8",
  );
}

const xml = (body: string) =>
  strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);
const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
const OFFICE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const TYPES = "application/vnd.openxmlformats-officedocument.spreadsheetml";

function sheetXml(rows: readonly (readonly string[])[]): Uint8Array {
  const cells = rows
    .map(
      (row, r) =>
        `<row r="${String(r + 1)}">${row
          .map(
            (value, c) =>
              `<c r="${String.fromCharCode(65 + c)}${String(r + 1)}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`,
          )
          .join("")}</row>`,
    )
    .join("");
  return xml(`<worksheet xmlns="${MAIN}"><sheetData>${cells}</sheetData></worksheet>`);
}

/** An XLSX workbook with one sheet per entry (name → rows of text cells, at most 26 columns). */
export function xlsxSheets(
  sheets: readonly (readonly [string, readonly (readonly string[])[]])[],
): Buffer {
  const files: Record<string, Uint8Array> = {
    "[Content_Types].xml": xml(
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPES}.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${String(i + 1)}.xml" ContentType="${TYPES}.worksheet+xml"/>`).join("")}</Types>`,
    ),
    "_rels/.rels": xml(
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": xml(
      `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets>${sheets.map(([name], i) => `<sheet name="${escapeXml(name)}" sheetId="${String(i + 1)}" r:id="rId${String(i + 1)}"/>`).join("")}</sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": xml(
      `<Relationships xmlns="${RELS}">${sheets.map((_, i) => `<Relationship Id="rId${String(i + 1)}" Type="${OFFICE}/worksheet" Target="worksheets/sheet${String(i + 1)}.xml"/>`).join("")}</Relationships>`,
    ),
  };
  sheets.forEach(([, rows], i) => {
    files[`xl/worksheets/sheet${String(i + 1)}.xml`] = sheetXml(rows);
  });
  return Buffer.from(zipSync(files));
}

/** The cell of a generated row ("" when there is none). */
export const cellOf = (
  rows: readonly (readonly string[])[],
  index: number,
  column: number,
): string => rows[index]?.[column] ?? "";

/** Sets cells of one generated row (index into `rows`; the sheet row is index + 2). */
export function setCells(rows: string[][], index: number, cells: Record<number, string>): void {
  const row = rows[index];
  if (row === undefined) throw new Error(`no row ${String(index)}`);
  for (const [column, value] of Object.entries(cells)) row[Number(column)] = value;
}
