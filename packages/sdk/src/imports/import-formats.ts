/**
 * One cell's text read as a field's value in the column's format, or why it cannot be: the one
 * reading rule of an import (the server's dry and real runs, the console's preview). A cell that
 * starts like a spreadsheet formula (`=`, `@`, a tab, or `+`/`-` in a text field) is refused,
 * never stored: it would run when someone opens an export in a spreadsheet.
 */
import { accountValueProblem } from "../accounts/edit-value-check";
import { describeAccountValueProblem } from "../accounts/edit-value-check";
import type { AccountInputProblem } from "../accounts/edit-fields";
import { isEmailSyntax } from "../bulk/local-check";
import { importField, importInput, type ImportValueKind } from "./import-fields";

export type ImportValue = string | number | boolean | null;

export type ImportValueProblem =
  | AccountInputProblem
  | { readonly code: "formula" }
  | { readonly code: "email" }
  | { readonly code: "phone" }
  | { readonly code: "boolean" }
  | { readonly code: "format"; readonly format: string };

export type ImportValueResult =
  | { readonly ok: true; readonly value: ImportValue }
  | { readonly ok: false; readonly problem: ImportValueProblem };

const TRUE_WORDS = new Set(["true", "yes", "y", "1", "si", "sí", "oui", "vrai", "x"]);
const FALSE_WORDS = new Set(["false", "no", "n", "0", "non", "faux"]);

const TEXT_KINDS: ReadonlySet<ImportValueKind> = new Set(["text", "email", "choice"]);

/** True when the text would be read as a formula by a spreadsheet. */
export function looksLikeFormula(text: string, kind: ImportValueKind = "text"): boolean {
  if (/^[=@\t\r]/.test(text)) return true;
  return TEXT_KINDS.has(kind) && /^[+-]/.test(text);
}

const pad = (value: number) => String(value).padStart(2, "0");

const DATE_PATTERNS = new Map<string, { re: RegExp; order: string[] }>();

function datePattern(format: string): { re: RegExp; order: string[] } {
  let found = DATE_PATTERNS.get(format);
  if (found === undefined) {
    const order: string[] = [];
    const body = format.slice(5).replace(/YYYY|MM|DD|[^A-Z]/g, (part) => {
      if (part === "YYYY") order.push("Y");
      else if (part === "MM" || part === "DD") order.push(part[0] ?? "");
      else return part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
      return part === "YYYY" ? "(\\d{4})" : "(\\d{1,2})";
    });
    found = { re: new RegExp(`^${body}(?:[T ]\\d{1,2}:\\d{2}.*)?$`), order };
    DATE_PATTERNS.set(format, found);
  }
  return found;
}

/** A calendar date as `YYYY-MM-DD`, or `undefined` when the text is not one in this format
 * (a time after it, as spreadsheets write dates, is ignored). */
export function readImportDate(text: string, format: string): string | undefined {
  const { re, order } = datePattern(format);
  const match = re.exec(text);
  if (match === null) return undefined;
  const at = (letter: string) => Number(match[order.indexOf(letter) + 1]);
  const [year, month, day] = [at("Y"), at("M"), at("D")];
  if (year < 1900 || year > 9999) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${String(year)}-${pad(month)}-${pad(day)}`;
}

/** A number written with a decimal point (`number`) or a decimal comma (`number:comma`). */
export function readImportNumber(text: string, format: string): number | undefined {
  const [thousands, decimal] = format === "number:comma" ? [/[.\s']/g, ","] : [/[,\s']/g, "."];
  const plain = text.replace(/^[^\d+-]+|[^\d]+$/g, "").replace(thousands, "");
  const normal = decimal === "," ? plain.replace(",", ".") : plain;
  if (!/^[+-]?\d+(\.\d+)?$/.test(normal)) return undefined;
  return Number(normal);
}

/** A phone number kept as `+digits` or `digits` (7 to 15 digits; spaces, dots, dashes, brackets dropped). */
export function readImportPhone(text: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, "");
  if (digits.length < 7 || digits.length > 15) return undefined;
  return text.startsWith("+") ? `+${digits}` : digits;
}

/** Reads one cell for a field in a format; an empty cell is `null` (no value). */
export function readImportValue(key: string, format: string, text: string): ImportValueResult {
  const field = importField(key);
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  const kind = field?.kind ?? "text";
  if (field !== undefined && !field.formats.includes(format)) {
    return { ok: false, problem: { code: "format", format } };
  }
  let value: ImportValue;
  switch (kind) {
    case "date": {
      const date = readImportDate(trimmed, format);
      if (date === undefined) return { ok: false, problem: { code: "format", format } };
      value = date;
      break;
    }
    case "number": {
      const number = readImportNumber(trimmed, format);
      if (number === undefined) return { ok: false, problem: { code: "format", format } };
      value = number;
      break;
    }
    case "phone": {
      if (looksLikeFormula(trimmed, kind)) return { ok: false, problem: { code: "formula" } };
      const phone = readImportPhone(trimmed);
      if (phone === undefined) return { ok: false, problem: { code: "phone" } };
      value = phone;
      break;
    }
    case "boolean": {
      const word = trimmed.toLowerCase();
      if (TRUE_WORDS.has(word)) value = true;
      else if (FALSE_WORDS.has(word)) value = false;
      else return { ok: false, problem: { code: "boolean" } };
      break;
    }
    default: {
      if (looksLikeFormula(trimmed, kind)) return { ok: false, problem: { code: "formula" } };
      if (kind === "email" && !isEmailSyntax(trimmed)) {
        return { ok: false, problem: { code: "email" } };
      }
      value = kind === "choice" ? matchChoice(key, trimmed) : trimmed;
    }
  }
  if (typeof value === "boolean") return { ok: true, value };
  const problem = accountValueProblem(importInput(key), value);
  return problem === undefined ? { ok: true, value } : { ok: false, problem };
}

/** A choice matched without regard to case (`usd` → `USD`, `Monthly` → `monthly`). */
function matchChoice(key: string, text: string): string {
  const options = importInput(key).options ?? [];
  return options.find((option) => option.toLowerCase() === text.toLowerCase()) ?? text;
}

/** A problem in plain English (server reports; the console translates the code). */
export function describeImportProblem(
  problem: ImportValueProblem | { code: "identity" } | { code: "ragged" },
): string {
  switch (problem.code) {
    case "formula":
      return "looks like a spreadsheet formula (starts with =, +, - or @)";
    case "email":
      return "is not a valid e-mail address";
    case "phone":
      return "is not a phone number (7 to 15 digits)";
    case "boolean":
      return "is not yes or no";
    case "format":
      return `is not in the format ${problem.format.replace(/^[a-z]+:/, "")}`;
    case "ragged":
      return "has a different number of cells than the header has columns";
    case "identity":
      return "needs an e-mail, a phone number or a last name";
    default:
      return describeAccountValueProblem(problem);
  }
}
