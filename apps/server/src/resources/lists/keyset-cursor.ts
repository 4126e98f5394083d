/**
 * Keyset cursors (`Cursor` / `NextCursor`): base64url of the JSON array
 * `[1, sort, filterHash, lastId, lastKey]`, where `lastKey` is the last row's sort value as
 * text, `null` when that value is NULL, or `false` when it is too long to carry (the next page
 * then reads it from the row by id). A cursor only fits the sort and filters it was issued for;
 * anything that does not decode to exactly this shape is a 400 naming `query.Cursor`. Nothing in
 * a cursor reaches SQL except as a bound parameter.
 */
import { badRequest, type HttpProblem } from "../../http/index.js";

/** How a sort value is typed, which decides its cursor key (and, in a list spec, its JSON). */
export type FieldKind = "text" | "number" | "boolean" | "timestamp" | "date" | "json";

/** The contract's limit on `Cursor` and `NextCursor`. */
export const CURSOR_MAX_LENGTH = 512;

const VERSION = 1;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?Z$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER = /^-?\d{1,20}(\.\d{1,12})?$/;

export interface ListCursor {
  /** The id of the last row of the previous page. */
  readonly id: string;
  /** Its sort value as text; `null` when NULL; `undefined` when to be read from the row. */
  readonly key: string | null | undefined;
}

export interface CursorContext {
  /** The normalised sort, e.g. `-Received`. */
  readonly sort: string;
  /** The hash of the filters (the list's parameters). */
  readonly filterHash: string;
  /** The kind of the sort field, to check the key. */
  readonly kind: FieldKind;
}

/** The cursor after a row, or `undefined` if even the id-only form does not fit. */
export function encodeCursor(
  context: Pick<CursorContext, "sort" | "filterHash">,
  id: string,
  key: string | null,
): string | undefined {
  const encode = (value: string | null | false): string =>
    Buffer.from(
      JSON.stringify([VERSION, context.sort, context.filterHash, id, value]),
      "utf8",
    ).toString("base64url");
  const full = encode(key);
  if (full.length <= CURSOR_MAX_LENGTH) return full;
  const byId = encode(false);
  return byId.length <= CURSOR_MAX_LENGTH ? byId : undefined;
}

function invalid(message: string): HttpProblem {
  return badRequest("The cursor does not fit this query; start again from the first page.", [
    { field: "query.Cursor", message, code: "cursor" },
  ]);
}

function isCalendarDate(year: string, month: string, day: string): boolean {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  return (
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day)
  );
}

/** Whether a key text is a value of the kind that PostgreSQL will read back. */
export function isKeyOfKind(kind: FieldKind, key: string): boolean {
  switch (kind) {
    case "timestamp": {
      const match = TIMESTAMP.exec(key);
      if (match === null) return false;
      const [, year = "", month = "", day = "", hour = "", minute = "", second = ""] = match;
      return (
        isCalendarDate(year, month, day) &&
        Number(year) >= 1 &&
        Number(hour) < 24 &&
        Number(minute) < 60 &&
        Number(second) < 60
      );
    }
    case "date": {
      const match = DATE.exec(key);
      return (
        match !== null &&
        Number(match[1]) >= 1 &&
        isCalendarDate(match[1] ?? "", match[2] ?? "", match[3] ?? "")
      );
    }
    case "number":
      return NUMBER.test(key);
    case "boolean":
      return key === "true" || key === "false";
    case "text":
    case "json":
      return key.length <= 2000 && !key.includes("\u0000");
  }
}

/** Reads a cursor for this sort and these filters, or throws a 400 naming `query.Cursor`. */
export function decodeCursor(text: string, context: CursorContext): ListCursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
  } catch {
    throw invalid("is not a cursor this server issued");
  }
  if (!Array.isArray(value) || value.length !== 5 || value[0] !== VERSION) {
    throw invalid("is not a cursor this server issued");
  }
  const [, sort, hash, id, key] = value as unknown[];
  if (sort !== context.sort) throw invalid(`was issued for another sort (${String(sort)})`);
  if (hash !== context.filterHash) throw invalid("was issued for other filters");
  if (typeof id !== "string" || !ID.test(id)) throw invalid("names no valid row");
  if (key === null) return { id, key: null };
  if (key === false) return { id, key: undefined };
  if (typeof key !== "string" || !isKeyOfKind(context.kind, key)) {
    throw invalid("carries a sort value of the wrong type");
  }
  return { id, key };
}
