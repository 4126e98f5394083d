// The columns of an export as SQL (decision 0091): the row `compileExportRow` and the server's
// encoder write for a submission (a CSV line, a JSON object, a GeoJSON feature), computed by the
// database instead, so that the server can have PostgreSQL write a whole file (`COPY`) without
// handing each value to JavaScript.
//
// The rule stays the one of `export-functions.ts`: each SQL twin below gives the same text only
// for the values where the database's functions are known to agree with this package's (ASCII
// text for `upper`, `lower` and `mask`; numbers of at most 14 digits with at most two decimals;
// dates from year 1 to 9999 read in UTC). Each twin says so as an SQL condition, and a row where
// a condition fails is written by `compileExportRow` from its values instead (the `exact`
// expression). Columns no twin covers (JSON fields, `formatDate` in another zone, text read as
// a date or a number) leave the whole export to `compileExportRow`: `exportRowSql` answers
// `undefined`.

import type { ExportColumn } from "./export-columns";
import { fieldReference } from "./export-columns";
import { DATE_PATTERN_TOKENS, type ExportArg } from "./export-functions";

/** A submission field as the database reads it. */
export interface SqlField {
  /** The value as SQL (NULL when the submission has none). */
  readonly sql: string;
  /** The value's text as the server hands it to `compileExportRow` (NULL when none). */
  readonly text: string;
  readonly kind: "text" | "number" | "boolean" | "timestamp" | "date" | "json";
  /** For numbers: a floating-point value (`float8`), not an exact one (integer, numeric). */
  readonly float?: boolean | undefined;
}

/**
 * Reads a field by name: `undefined` for a field the row does not hold (unknown or hidden from
 * the requester), which `compileExportRow` writes as empty.
 */
export type SqlFieldOf = (name: string) => SqlField | undefined;

/** The SQL of a row as the file holds it, and when it is exactly what the SDK writes. */
export interface RowSql {
  /** The row (a CSV line with its CRLF, a JSON object, a GeoJSON feature; never NULL). */
  readonly line: string;
  /** A boolean: true where `line` is exactly what `compileExportRow` and the encoder write. */
  readonly exact: string;
}

/** A column's text as SQL (never NULL), with the conditions under which it is exact. */
interface Part {
  readonly value: string;
  readonly exact: readonly string[];
  /** Whether the text can hold a double quote (then it is doubled when the line is built). */
  readonly quotes: boolean;
  /** What `compileExportRow` hands on: a text, or a number or boolean (`""` when missing). */
  readonly type: "string" | "number" | "boolean";
  /** The text itself when it is known before any row is read (a set value, a blank). */
  readonly known?: string;
}

const EMPTY: Part = { value: "''", exact: [], quotes: false, type: "string", known: "" };

/**
 * A text as an SQL literal, or `undefined` when SQL cannot hold it (a NUL character). A text
 * holding a backslash is written as an escape string (` E'…'`, backslashes doubled), which reads
 * the same whatever `standard_conforming_strings` says.
 */
export function sqlLiteral(text: string): string | undefined {
  if (text.includes("\u0000")) return undefined;
  const quoted = text.replace(/'/g, "''");
  return text.includes("\\") ? ` E'${quoted.replace(/\\/g, "\\\\")}'` : `'${quoted}'`;
}

function literalPart(text: string): Part | undefined {
  const value = sqlLiteral(text);
  return value === undefined
    ? undefined
    : { value, exact: [], quotes: text.includes('"'), type: "string", known: text };
}

/** A piece of a row: a text known before any row is read, or SQL giving a text. */
type Piece = { readonly text: string } | { readonly sql: string };

/**
 * The pieces as one SQL text: the known texts next to each other as one literal, and the `||`
 * nested as a balanced tree. PostgreSQL copies the text built so far at each `||`: a row of 40
 * pieces joined from left to right copies its start 40 times, a balanced tree six.
 * `undefined` when a known text cannot be a literal (a NUL character).
 */
function joinedSql(pieces: readonly Piece[]): string | undefined {
  const operands: string[] = [];
  let text: string | undefined;
  const flush = (): boolean => {
    if (text === undefined) return true;
    const literal = sqlLiteral(text);
    text = undefined;
    if (literal === undefined) return false;
    operands.push(literal);
    return true;
  };
  for (const piece of pieces) {
    if ("text" in piece) text = (text ?? "") + piece.text;
    else {
      if (!flush()) return undefined;
      operands.push(piece.sql);
    }
  }
  if (!flush()) return undefined;
  const tree = (from: number, to: number): string => {
    if (to - from === 1) return operands[from] ?? "''";
    const middle = Math.floor((from + to) / 2);
    return `(${tree(from, middle)} || ${tree(middle, to)})`;
  };
  return operands.length === 0 ? "''" : tree(0, operands.length);
}

/**
 * A number's text as `String(Number(text))` writes it. Exact numbers (integer, numeric) are
 * written by `trim_scale`, the same digits while they have at most two decimals and fewer than
 * 13 digits before the point (so the double holds them exactly); doubles by PostgreSQL's
 * shortest text, the same digits, in the same notation from 1e-4 to 1e15.
 */
function numberText(field: SqlField, scaled = false): Part {
  const x = `(${field.sql})`;
  if (field.float === true) {
    return {
      value: `coalesce(CASE WHEN ${x} = 0 THEN '0' ELSE ${x}::text END, '')`,
      exact: [`(${x} IS NULL OR ${x} = 0 OR (abs(${x}) >= 1e-4 AND abs(${x}) < 1e15))`],
      quotes: false,
      type: "number",
    };
  }
  const number = `${x}::numeric`;
  return {
    value: `coalesce(trim_scale(${scaled ? `${number} * 100` : number})::text, '')`,
    exact: [`(${x} IS NULL OR ${x} = 0 OR (abs(${number}) < 1e12 AND scale(${number}) <= 2))`],
    quotes: false,
    type: "number",
  };
}

/** The text `compileExportRow` reads for a field (empty when missing). */
function fieldText(field: SqlField | undefined): Part | undefined {
  if (field === undefined) return EMPTY;
  switch (field.kind) {
    case "json":
      return undefined;
    case "number":
      return numberText(field);
    case "text":
      return { value: `coalesce(${field.text}, '')`, exact: [], quotes: true, type: "string" };
    case "boolean":
      return { value: `coalesce(${field.text}, '')`, exact: [], quotes: false, type: "boolean" };
    default:
      return { value: `coalesce(${field.text}, '')`, exact: [], quotes: false, type: "string" };
  }
}

function argText(arg: ExportArg | undefined, fieldOf: SqlFieldOf): Part | undefined {
  if (arg === undefined) return EMPTY;
  const name = fieldReference(arg);
  return name === undefined ? literalPart(String(arg)) : fieldText(fieldOf(name));
}

/** Only ASCII: where `upper`, `lower` and `mask` (UTF-16 units) agree with JavaScript's. */
function ascii(part: Part): string {
  return `(octet_length(${part.value}) = length(${part.value}))`;
}

const TO_CHAR: Readonly<Record<(typeof DATE_PATTERN_TOKENS)[number], string>> = {
  YYYY: "YYYY",
  MM: "MM",
  DD: "DD",
  HH: "HH24",
  mm: "MI",
  ss: "SS",
};
const TOKEN = new RegExp(DATE_PATTERN_TOKENS.join("|"), "g");

/** A `formatDate` pattern as a `to_char` format: tokens mapped, other text quoted. */
function toCharFormat(pattern: string): string | undefined {
  // A quote or a backslash inside to_char's quoted text is an escape: no twin for such patterns.
  if (/["\\]/.test(pattern)) return undefined;
  let format = "";
  let at = 0;
  for (const match of pattern.matchAll(TOKEN)) {
    const text = pattern.slice(at, match.index);
    if (text !== "") format += `"${text}"`;
    format += TO_CHAR[match[0] as keyof typeof TO_CHAR];
    at = match.index + match[0].length;
  }
  const rest = pattern.slice(at);
  if (rest !== "") format += `"${rest}"`;
  return sqlLiteral(format);
}

function formatDatePart(args: readonly ExportArg[], fieldOf: SqlFieldOf): Part | undefined {
  const zone = String(args[2] ?? "UTC");
  const name = fieldReference(args[0]);
  const format = toCharFormat(String(args[1] ?? ""));
  if (zone !== "UTC" || name === undefined || format === undefined) return undefined;
  const field = fieldOf(name);
  if (field === undefined) return EMPTY;
  const x = `(${field.sql})`;
  if (field.kind === "timestamp") {
    return {
      value: `coalesce(to_char(${x} AT TIME ZONE 'UTC', ${format}), '')`,
      exact: [
        `(${x} IS NULL OR (${x} >= '0001-01-01T00:00:00Z'::timestamptz AND ${x} < '10000-01-01T00:00:00Z'::timestamptz))`,
      ],
      quotes: false,
      type: "string",
    };
  }
  if (field.kind === "date") {
    return {
      value: `coalesce(to_char(${x}::timestamp, ${format}), '')`,
      exact: [`(${x} IS NULL OR (${x} >= '0001-01-01'::date AND ${x} < '10000-01-01'::date))`],
      quotes: false,
      type: "string",
    };
  }
  return undefined;
}

function maskPart(args: readonly ExportArg[], fieldOf: SqlFieldOf): Part | undefined {
  const text = argText(args[0], fieldOf);
  const keep = args[1] === undefined ? 4 : Number(args[1]);
  if (text === undefined || !Number.isInteger(keep) || keep < 0) return undefined;
  const t = text.value;
  return {
    value: `(CASE WHEN length(${t}) <= ${keep} THEN ${t} ELSE repeat('*', length(${t}) - ${keep}) || right(${t}, ${keep}) END)`,
    exact: [...text.exact, ascii(text)],
    quotes: text.quotes,
    type: "string",
  };
}

function lookupPart(args: readonly ExportArg[], fieldOf: SqlFieldOf): Part | undefined {
  const text = argText(args[0], fieldOf);
  if (text === undefined) return undefined;
  // The last label of a value wins, as in `compileFunction`'s map.
  const labels = new Map<string, string>();
  for (let index = 1; index + 1 < args.length; index += 2) {
    labels.set(String(args[index]), String(args[index + 1]));
  }
  if (labels.size === 0) return { ...text, type: "string" };
  const whens: string[] = [];
  for (const [value, label] of labels) {
    const from = sqlLiteral(value);
    const to = sqlLiteral(label);
    if (from === undefined || to === undefined) return undefined;
    whens.push(`WHEN ${from} THEN ${to}`);
  }
  return {
    value: `(CASE ${text.value} ${whens.join(" ")} ELSE ${text.value} END)`,
    exact: text.exact,
    quotes: text.quotes || [...labels.values()].some((label) => label.includes('"')),
    type: "string",
  };
}

function functionPart(
  name: string,
  args: readonly ExportArg[],
  fieldOf: SqlFieldOf,
): Part | undefined {
  switch (name) {
    case "concat": {
      const parts = args.map((arg) => argText(arg, fieldOf));
      if (parts.some((part) => part === undefined)) return undefined;
      const present = parts as Part[];
      return {
        value: present.length === 0 ? "''" : `(${present.map((part) => part.value).join(" || ")})`,
        exact: present.flatMap((part) => part.exact),
        quotes: present.some((part) => part.quotes),
        type: "string",
      };
    }
    case "formatDate":
      return formatDatePart(args, fieldOf);
    case "mask":
      return maskPart(args, fieldOf);
    case "lookup":
      return lookupPart(args, fieldOf);
    case "amountInCents": {
      const name = fieldReference(args[0]);
      const field = name === undefined ? undefined : fieldOf(name);
      if (name !== undefined && field === undefined) return EMPTY;
      if (field?.kind !== "number" || field.float === true) return undefined;
      return numberText(field, true);
    }
    case "upper":
    case "lower": {
      const text = argText(args[0], fieldOf);
      if (text === undefined) return undefined;
      return {
        value: `${name}(${text.value} COLLATE "C")`,
        exact: [...text.exact, ascii(text)],
        quotes: text.quotes,
        type: "string",
      };
    }
    default:
      return EMPTY;
  }
}

function columnPart(column: ExportColumn, fieldOf: SqlFieldOf): Part | undefined {
  switch (column.type) {
    case "blank":
      return EMPTY;
    case "set":
      return literalPart(column.value);
    case "field":
      return fieldText(fieldOf(column.field));
    case "function":
      return functionPart(column.function, column.args ?? [], fieldOf);
  }
}

/** The formats whose rows the database can write (`exportRowSql`). */
export type SqlRowFormat = "csv" | "json" | "geojson";

/** A value as `JSON.stringify` writes it: texts quoted, numbers and booleans bare, none as `""`. */
function jsonValue(part: Part): Piece {
  if (part.type === "string") {
    return part.known === undefined
      ? { sql: `to_json((${part.value})::text)::text` }
      : { text: JSON.stringify(part.known) };
  }
  return { sql: `(CASE WHEN ${part.value} = '' THEN '""' ELSE ${part.value} END)` };
}

/**
 * The row's object as the server's JSON encoder writes it (`{header: value}`): keys in the order
 * and with the values a JavaScript object gives them (a repeated header keeps its first place and
 * its last value; index-like headers first).
 */
function jsonObject(
  columns: readonly ExportColumn[],
  parts: readonly Part[],
): readonly Piece[] | undefined {
  const slots: Record<string, number> = {};
  columns.forEach((column, index) => {
    slots[column.header] = index;
  });
  const pieces: Piece[] = [{ text: "{" }];
  for (const [key, index] of Object.entries(slots)) {
    const part = parts[index];
    if (part === undefined) return undefined;
    if (pieces.length > 1) pieces.push({ text: "," });
    pieces.push({ text: `${JSON.stringify(key)}:` }, jsonValue(part));
  }
  pieces.push({ text: "}" });
  return pieces;
}

/**
 * The geometry the GeoJSON encoder writes: a point from the first `Latitude` and `Longitude`
 * columns when the latitude is not empty (an empty longitude reads as 0, as `Number("")` does),
 * else `null`; only for columns holding numbers (`undefined` otherwise).
 */
function geometry(columns: readonly ExportColumn[], parts: readonly Part[]): string | undefined {
  const lat = parts[columns.findIndex((column) => column.header === "Latitude")];
  const lng = parts[columns.findIndex((column) => column.header === "Longitude")];
  if (lat === undefined || lng === undefined) return "'null'";
  if (lat.type !== "number" || lng.type !== "number") return undefined;
  const x = `(CASE WHEN ${lng.value} = '' THEN '0' ELSE ${lng.value} END)`;
  return `(CASE WHEN ${lat.value} = '' THEN 'null' ELSE '{"type":"Point","coordinates":[' || ${x} || ',' || ${lat.value} || ']}' END)`;
}

/**
 * A row of the columns as SQL over the submission's fields, as the server's encoder of `format`
 * writes it without what separates rows: the CSV line (with its CRLF), the JSON object, the
 * GeoJSON feature. `undefined` when a column has no SQL twin (then the rows are written by
 * `compileExportRow`).
 */
export function exportRowSql(
  columns: readonly ExportColumn[],
  format: SqlRowFormat,
  fieldOf: SqlFieldOf,
): RowSql | undefined {
  const parts: Part[] = [];
  for (const column of columns) {
    const part = columnPart(column, fieldOf);
    if (part === undefined) return undefined;
    parts.push(part);
  }
  const conditions = [...new Set(parts.flatMap((part) => part.exact))];
  const exact = conditions.length === 0 ? "TRUE" : conditions.join(" AND ");
  if (format === "csv") {
    const pieces: Piece[] = [{ text: '"' }];
    parts.forEach((part, index) => {
      if (index > 0) pieces.push({ text: '","' });
      if (part.known !== undefined) pieces.push({ text: part.known.replace(/"/g, '""') });
      else pieces.push({ sql: part.quotes ? `replace(${part.value}, '"', '""')` : part.value });
    });
    pieces.push({ text: '"\r\n' });
    const line = joinedSql(pieces);
    return line === undefined ? undefined : { line, exact };
  }
  const object = jsonObject(columns, parts);
  if (object === undefined) return undefined;
  const point = format === "json" ? "" : geometry(columns, parts);
  if (point === undefined) return undefined;
  const line = joinedSql(
    format === "json"
      ? object
      : [
          { text: '{"type":"Feature","geometry":' },
          point === "'null'" ? { text: "null" } : { sql: point },
          { text: ',"properties":' },
          ...object,
          { text: "}" },
        ],
  );
  return line === undefined ? undefined : { line, exact };
}
