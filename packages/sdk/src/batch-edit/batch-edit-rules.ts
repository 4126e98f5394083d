/**
 * The rules of a batch edit (issue 25, decision 0041), shared by the server and the console:
 * how big a batch may be, how it is cut into change requests, how a pasted list of ids and a CSV
 * cell are read (the cell with the field's mask, as the lookup's edit reads typed text), and
 * the report as a CSV file.
 */
import {
  accountInput,
  readAccountInput,
  type AccountInputProblem,
  type AccountValue,
  type EditValidators,
} from "../accounts";
import { isBooleanField } from "../fields";

/** The most submissions one batch may change (the `/subs` expansion cap, decision 0023). */
export const BATCH_EDIT_MAX = 10_000;
/** Submissions per change request of the job (the contract allows 1000 changes per request). */
export const BATCH_EDIT_CHUNK = 500;
/** Items the preview lists (problems first); its counts always cover the whole batch. */
export const BATCH_EDIT_PREVIEW_ITEMS = 500;

const ID = /^[0-9a-f]{6,8}$/u;

export interface BatchIds {
  /** Distinct ids, lower case, in the order given. */
  readonly ids: readonly string[];
  /** Pieces of the text that are not submission ids. */
  readonly invalid: readonly string[];
}

/** A pasted or uploaded list of ids: separated by commas, spaces, semicolons or new lines. */
export function parseBatchIds(text: string): BatchIds {
  const ids = new Set<string>();
  const invalid: string[] = [];
  for (const piece of text.split(/[\s,;]+/u)) {
    if (piece === "") continue;
    const id = piece.toLowerCase();
    if (ID.test(id)) ids.add(id);
    else invalid.push(piece);
  }
  return { ids: [...ids], invalid };
}

export type BatchCell =
  | { readonly ok: true; readonly value: AccountValue }
  | { readonly ok: false; readonly problem: AccountInputProblem | { readonly code: "boolean" } };

const TRUE = new Set(["true", "yes", "1", "y"]);
const FALSE = new Set(["false", "no", "0", "n"]);

/**
 * One new value as given (a CSV cell or the value typed for every selected submission): text
 * is read with the field's input (masks, the host's validators); a boolean field takes
 * true/false/yes/no/1/0. Numbers, booleans and `null` pass through as typed values.
 */
export function readBatchValue(
  field: string,
  value: string | number | boolean | null,
  validators: EditValidators = {},
): BatchCell {
  if (typeof value !== "string") return { ok: true, value };
  if (isBooleanField(field)) {
    const text = value.trim().toLowerCase();
    if (TRUE.has(text)) return { ok: true, value: true };
    if (FALSE.has(text)) return { ok: true, value: false };
    return text === "" ? { ok: true, value: null } : { ok: false, problem: { code: "boolean" } };
  }
  return readAccountInput(accountInput(field, validators), value);
}

export type BatchOutcome = "changed" | "unchanged" | "failed";

export interface BatchReportRow {
  readonly ID: string;
  readonly Outcome: BatchOutcome;
  readonly Message: string;
}

function quoted(text: string): string {
  return `"${text.replaceAll('"', '""')}"`;
}

/** The report as a CSV file (header `ID,Outcome,Message`, every value quoted, CRLF). */
export function batchReportCsv(rows: readonly BatchReportRow[]): string {
  const lines = [["ID", "Outcome", "Message"], ...rows.map((r) => [r.ID, r.Outcome, r.Message])];
  return lines.map((cells) => cells.map(quoted).join(",")).join("\r\n") + "\r\n";
}

/** Cuts a list into pieces of `size` (the job's chunks). */
export function batchChunks<T>(items: readonly T[], size = BATCH_EDIT_CHUNK): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    chunks.push(items.slice(start, start + size));
  }
  return chunks;
}
