// The documented functions of `function` columns. Each takes its arguments in order; an argument
// written `{FieldName}` is that submission field's value, anything else a literal.
//
// | function        | arguments                                   | writes                                                      |
// | --------------- | ------------------------------------------- | ----------------------------------------------------------- |
// | `concat`        | 1–20 values                                 | the values joined without separator (empty for a missing one) |
// | `formatDate`    | `{Field}`, pattern, time zone (default UTC) | the date with `YYYY MM DD HH mm ss` replaced                |
// | `mask`          | `{Field}`, characters kept (default 4)      | every character but the last N replaced by `*`              |
// | `lookup`        | `{Field}`, value, label, value, label, …    | the label of the field's option value (the value otherwise) |
// | `amountInCents` | `{Field}`                                   | the amount × 100, rounded to a whole number                 |
// | `upper`         | `{Field}`                                   | the text in upper case                                      |
// | `lower`         | `{Field}`                                   | the text in lower case                                      |

import { isValidTimeZone } from "../dates/time-zone";
import { fieldReference } from "./export-columns";

export type ExportArg = string | number | boolean;
type ArgKind = "field" | "value" | "pattern" | "timezone" | "count";

export interface ExportFunctionSpec {
  readonly name: string;
  /** Kinds of the leading arguments; `rest` repeats for any further ones. */
  readonly args: readonly ArgKind[];
  readonly minArgs: number;
  readonly maxArgs: number;
  readonly rest?: ArgKind;
  /** Arguments after the leading ones must come in pairs (lookup's value/label). */
  readonly pairs?: boolean;
}

export const EXPORT_FUNCTIONS: Readonly<Record<string, ExportFunctionSpec>> = {
  concat: { name: "concat", args: [], rest: "value", minArgs: 1, maxArgs: 20 },
  formatDate: {
    name: "formatDate",
    args: ["field", "pattern", "timezone"],
    minArgs: 2,
    maxArgs: 3,
  },
  mask: { name: "mask", args: ["field", "count"], minArgs: 1, maxArgs: 2 },
  lookup: { name: "lookup", args: ["field"], rest: "value", minArgs: 3, maxArgs: 20, pairs: true },
  amountInCents: { name: "amountInCents", args: ["field"], minArgs: 1, maxArgs: 1 },
  upper: { name: "upper", args: ["field"], minArgs: 1, maxArgs: 1 },
  lower: { name: "lower", args: ["field"], minArgs: 1, maxArgs: 1 },
};

export const EXPORT_FUNCTION_NAMES = Object.keys(EXPORT_FUNCTIONS);

/** The tokens a `formatDate` pattern may use; other characters are written as they are. */
export const DATE_PATTERN_TOKENS = ["YYYY", "MM", "DD", "HH", "mm", "ss"] as const;
const TOKEN = /YYYY|MM|DD|HH|mm|ss/g;
const HAS_TOKEN = /YYYY|MM|DD|HH|mm|ss/;

/** Why one argument is not valid for its kind, or `undefined`. */
export function argProblem(
  kind: ArgKind,
  arg: ExportArg,
  isKnownField: (name: string) => boolean,
): string | undefined {
  switch (kind) {
    case "field": {
      const name = fieldReference(arg);
      if (name === undefined) return "must name a field as {FieldName}";
      return isKnownField(name) ? undefined : `names an unknown field: ${name}`;
    }
    case "value": {
      const name = fieldReference(arg);
      return name === undefined || isKnownField(name)
        ? undefined
        : `names an unknown field: ${name}`;
    }
    case "pattern":
      return typeof arg === "string" && HAS_TOKEN.test(arg)
        ? undefined
        : `must be a date pattern using ${DATE_PATTERN_TOKENS.join(", ")}`;
    case "timezone":
      return typeof arg === "string" && isValidTimeZone(arg)
        ? undefined
        : "is not a known time zone";
    case "count":
      return Number.isInteger(Number(arg)) && Number(arg) >= 0 && Number(arg) <= 100
        ? undefined
        : "must be a whole number from 0 to 100";
  }
}

/** The kind of argument `index` of `spec`. */
export function argKind(spec: ExportFunctionSpec, index: number): ArgKind | undefined {
  return spec.args[index] ?? spec.rest;
}

/** A row: submission field values by name (dates as ISO texts or `Date`s). */
export type ExportRow = Readonly<Record<string, unknown>>;
export type ArgReader<Row = ExportRow> = (row: Row) => unknown;
/** How a compiled column reads a field of its row (by name by default; by index for the server). */
export type FieldReaderOf<Row> = (name: string) => ArgReader<Row>;

/** Reads a field of an `ExportRow` by name. */
export const byName: FieldReaderOf<ExportRow> = (name) => (row) => row[name];

function readerOf<Row>(field: FieldReaderOf<Row>): (arg: ExportArg) => ArgReader<Row> {
  return (arg) => {
    const name = fieldReference(arg);
    return name === undefined ? () => arg : field(name);
  };
}

function text(value: unknown): string {
  if (value == null) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (typeof value === "bigint") return value.toString();
  return typeof value === "object" ? JSON.stringify(value) : "";
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(zone: string): Intl.DateTimeFormat {
  let formatter = dateFormatters.get(zone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    dateFormatters.set(zone, formatter);
  }
  return formatter;
}

/** An RFC 3339 UTC text as the server writes timestamps (`2026-11-21T12:00:00Z`, `…00.5Z`). */
const UTC_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** `value` (ISO text or `Date`) written with `pattern` in `zone`; empty when it is no date. */
export function formatDatePattern(value: unknown, pattern: string, zone = "UTC"): string {
  if (value == null || value === "") return "";
  // A UTC text read in UTC needs no Date: its parts are where they are (the server's fast path).
  const utcText =
    zone === "UTC" && typeof value === "string" && UTC_TEXT.test(value) ? value : undefined;
  const date =
    utcText !== undefined ? undefined : value instanceof Date ? value : new Date(text(value));
  if (date !== undefined && Number.isNaN(date.getTime())) return "";
  const parts: Record<string, string> = {};
  if (zone === "UTC" || date === undefined) {
    const iso = utcText ?? date?.toISOString() ?? "";
    Object.assign(parts, {
      YYYY: iso.slice(0, 4),
      MM: iso.slice(5, 7),
      DD: iso.slice(8, 10),
      HH: iso.slice(11, 13),
      mm: iso.slice(14, 16),
      ss: iso.slice(17, 19),
    });
  } else {
    for (const part of partsFormatter(zone).formatToParts(date)) {
      if (part.type === "year") parts.YYYY = part.value;
      if (part.type === "month") parts.MM = part.value;
      if (part.type === "day") parts.DD = part.value;
      if (part.type === "hour") parts.HH = part.value;
      if (part.type === "minute") parts.mm = part.value;
      if (part.type === "second") parts.ss = part.value;
    }
  }
  return pattern.replace(TOKEN, (token) => parts[token] ?? token);
}

/** Every character but the last `keep` replaced by `*`. */
export function maskText(value: unknown, keep = 4): string {
  const source = text(value);
  if (source.length <= keep) return source;
  return "*".repeat(source.length - keep) + source.slice(source.length - keep);
}

/** An amount (e.g. `12.5`) as whole cents (`1250`); empty when it is no number. */
export function amountInCents(value: unknown): number | "" {
  if (value == null || value === "") return "";
  const amount = Number(value);
  return Number.isFinite(amount) ? Math.round(amount * 100) : "";
}

/**
 * The reader of a function column, compiled once per run: a valid column (see
 * `validateExportColumns`) never throws; an unknown function name reads as empty.
 */
export function compileFunction<Row = ExportRow>(
  name: string,
  args: readonly ExportArg[],
  field: FieldReaderOf<Row> = byName as unknown as FieldReaderOf<Row>,
): ArgReader<Row> {
  const readers = args.map(readerOf(field));
  const first = readers[0] ?? (() => undefined);
  switch (name) {
    case "concat":
      return (row) => readers.map((read) => text(read(row))).join("");
    case "formatDate": {
      const pattern = String(args[1] ?? "");
      const zone = String(args[2] ?? "UTC");
      return (row) => formatDatePattern(first(row), pattern, zone);
    }
    case "mask": {
      const keep = args[1] === undefined ? 4 : Number(args[1]);
      return (row) => maskText(first(row), keep);
    }
    case "lookup": {
      const labels = new Map<string, string>();
      for (let index = 1; index + 1 < args.length; index += 2) {
        labels.set(String(args[index]), String(args[index + 1]));
      }
      return (row) => {
        const value = text(first(row));
        return labels.get(value) ?? value;
      };
    }
    case "amountInCents":
      return (row) => amountInCents(first(row));
    case "upper":
      return (row) => text(first(row)).toUpperCase();
    case "lower":
      return (row) => text(first(row)).toLowerCase();
    default:
      return () => "";
  }
}
