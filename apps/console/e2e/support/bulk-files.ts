/**
 * Files for the bulk-create tests, made in code: CSV text of generated users (with chosen bad
 * rows), and a tiny XLSX workbook built by hand — one sheet of inline strings zipped with
 * fflate, the zip library read-excel-file already brings (nothing new installed).
 */
import { strToU8, zipSync } from "fflate";

export interface UserLine {
  readonly username: string;
  readonly email: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly role?: string;
  readonly team?: string;
}

/** `count` users whose usernames start with `prefix` (unique per test), all valid. */
export function generatedUsers(prefix: string, count: number): UserLine[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(4, "0");
    return {
      username: `${prefix}u${number}`,
      email: `${prefix}u${number}@example.org`,
      firstname: `First${number}`,
      lastname: `Last${number}`,
      role: "rep",
    };
  });
}

/** `users` with the one at `index` changed (a bad row among good ones). */
export function withChange(
  users: readonly UserLine[],
  index: number,
  change: Partial<UserLine>,
): UserLine[] {
  return users.map((user, at) => (at === index ? { ...user, ...change } : user));
}

const quote = (value: string) => `"${value.replaceAll('"', '""')}"`;

/** CSV text (comma, CRLF) with `header` and each user's values in the header's order. */
export function csvText(
  header: readonly string[],
  fields: readonly (keyof UserLine)[],
  users: readonly UserLine[],
  delimiter = ",",
): string {
  const lines = [
    header.map(quote).join(delimiter),
    ...users.map((user) => fields.map((field) => quote(user[field] ?? "")).join(delimiter)),
  ];
  return `${lines.join("\r\n")}\r\n`;
}

const xml = (body: string) =>
  strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`);
const escapeXml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const RELS = "http://schemas.openxmlformats.org/package/2006/relationships";
const OFFICE = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const TYPES = "application/vnd.openxmlformats-officedocument.spreadsheetml";

/** An XLSX workbook with one sheet holding `rows` as text cells (at most 26 columns). */
export function xlsxWorkbook(rows: readonly (readonly string[])[]): Buffer {
  const cells = rows
    .map(
      (row, rowIndex) =>
        `<row r="${rowIndex + 1}">${row
          .map(
            (value, column) =>
              `<c r="${String.fromCharCode(65 + column)}${rowIndex + 1}" t="inlineStr"><is><t>${escapeXml(value)}</t></is></c>`,
          )
          .join("")}</row>`,
    )
    .join("");
  const zip = zipSync({
    "[Content_Types].xml": xml(
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${TYPES}.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${TYPES}.worksheet+xml"/></Types>`,
    ),
    "_rels/.rels": xml(
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    "xl/workbook.xml": xml(
      `<workbook xmlns="${MAIN}" xmlns:r="${OFFICE}"><sheets><sheet name="Users" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    "xl/_rels/workbook.xml.rels": xml(
      `<Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="${OFFICE}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    "xl/worksheets/sheet1.xml": xml(
      `<worksheet xmlns="${MAIN}"><sheetData>${cells}</sheetData></worksheet>`,
    ),
  });
  return Buffer.from(zip);
}
