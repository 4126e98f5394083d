/**
 * The fast row reader of runs (decision 0035): the `/subs` list's filters, scope and fields
 * (`listConditions`, the list's field SQL), read `-Received` by keyset in chunks of 5000, each
 * chunk one text built by the database — rows joined by U+001E, values by U+001F, NULL as
 * U+001D — and split in JavaScript into arrays of values (no object per row, decision 0057).
 * This is about seven times faster on PGlite than reading the list's JSON pages (`listRows`). Values are typed back by the
 * field's kind (numbers, booleans, JSON), timestamps are the list's RFC 3339 UTC texts.
 *
 * A value holding one of the three separator characters (control characters no form accepts)
 * would split wrongly, so such characters read as a space. The database writes the values as
 * they are (a `translate` per text value cost about a third of the database's time, decision
 * 0064); each chunk's text is checked in one pass — the row count, the values per row, and
 * U+001D only as a whole value, as many times as the chunk has NULLs (`num_nulls`) — and a chunk
 * that fails the check is read again with the characters replaced in SQL. Either way the
 * chunk's text is the same.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/index.js";
import { keyTextSql } from "../accounts/json-sql.js";
import type { ListRequest } from "../accounts/list-params.js";
import { NAME_JOINS, type ListField, type NameJoin } from "../accounts/list-spec.js";

/**
 * Rows per chunk on PGlite. PGlite runs each statement on this process's thread, so the API waits
 * behind each chunk: 20 000 grew the process by 359 MB (decision 0064); against 5 000, 1 000 keeps
 * the rate (45 000–48 000 rows per CPU second on the 1M bench), grows the process by about
 * 110 MB instead of 175–225, and takes the `/subs` first page's p95 during a run from about
 * 280 ms to 60–90 ms (decision 0086).
 */
export const EXPORT_CHUNK_ROWS = 1_000;
const ROW = "\u001e";
const VALUE = "\u001f";
const NULL = "\u001d";

function valueSql(field: ListField, replaceSeparators: boolean): string {
  const text = keyTextSql(field.kind, field.sql);
  const clean =
    replaceSeparators && (field.kind === "text" || field.kind === "json")
      ? `translate(${text}, E'\\x1d\\x1e\\x1f', '   ')`
      : text;
  return `coalesce(${clean}, E'\\x1d')`;
}

const ROW_CODE = 0x1e;
const VALUE_CODE = 0x1f;
const NULL_CODE = 0x1d;

/**
 * Whether a chunk's text splits into `rows` rows of `values` values each, with U+001D only as
 * a whole value, `nulls` times: then no value held a separator character.
 */
export function splitsCleanly(body: string, rows: number, values: number, nulls: number): boolean {
  let lone = 0;
  let rowSeparators = 0;
  let valueSeparators = 0;
  let inRow = 0;
  for (let at = 0; at < body.length; at += 1) {
    const code = body.charCodeAt(at);
    if (code > NULL_CODE + 2 || code < NULL_CODE) continue;
    if (code === ROW_CODE) {
      if (inRow !== values - 1) return false;
      rowSeparators += 1;
      inRow = 0;
    } else if (code === VALUE_CODE) {
      valueSeparators += 1;
      inRow += 1;
    } else {
      const before = at === 0 ? ROW_CODE : body.charCodeAt(at - 1);
      const after = at + 1 === body.length ? ROW_CODE : body.charCodeAt(at + 1);
      const alone =
        (before === ROW_CODE || before === VALUE_CODE) &&
        (after === ROW_CODE || after === VALUE_CODE);
      if (!alone) return false;
      lone += 1;
    }
  }
  return (
    inRow === values - 1 &&
    lone === nulls &&
    rowSeparators === rows - 1 &&
    valueSeparators === rows * (values - 1)
  );
}

type Decode = (text: string) => unknown;

function decoderOf(field: ListField): Decode {
  switch (field.kind) {
    case "number":
      return Number;
    case "boolean":
      return (text) => text === "true";
    case "json":
      return (text) => JSON.parse(text) as unknown;
    default:
      return (text) => text;
  }
}

/**
 * A chunk of rows: each row the values of the request's fields in their order (`fieldNames`),
 * with no object per row, and the ids of their submissions in the same order.
 */
export interface ExportChunk {
  readonly rows: readonly (readonly unknown[])[];
  readonly ids: readonly string[];
}

/** The names of the values of a chunk's rows, in order. */
export function fieldNames(request: ListRequest): string[] {
  return request.fields.map((field) => field.name);
}

/**
 * The chunks as the database writes them: one text per chunk of `chunkRows` rows (the last one
 * fewer), each line the row's keyset position (received, id) then its values.
 */
export async function* chunkTexts(
  db: Kysely<Database>,
  request: ListRequest,
  conditions: readonly RawBuilder<unknown>[],
  chunkRows = EXPORT_CHUNK_ROWS,
): AsyncGenerator<string, void, undefined> {
  const fields = request.fields;
  const joins = new Set<NameJoin>();
  for (const field of fields) if (field.join !== undefined) joins.add(field.join);
  const lineOf = (replaceSeparators: boolean) =>
    sql.raw(
      `concat_ws(E'\\x1f', ${keyTextSql("timestamp", "r.received")}, r.id, ${fields
        .map((field) => valueSql(field, replaceSeparators))
        .join(", ")})`,
    );
  const nullsSql = sql.raw(`num_nulls(${fields.map((field) => field.sql).join(", ")})`);
  const joinSql = sql.raw([...joins].map((join) => NAME_JOINS[join]).join(" "));
  const where = conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
  const read = async (seek: RawBuilder<unknown>, replaceSeparators: boolean) => {
    const { rows } = await sql<{ body: string | null; n: number; nulls: number | null }>`
      SELECT string_agg(line, E'\\x1e' ORDER BY received DESC, id DESC) AS body, count(*)::int AS n,
        sum(nulls)::int AS nulls
      FROM (SELECT ${lineOf(replaceSeparators)} AS line, ${nullsSql} AS nulls, r.received, r.id
            FROM accounts r ${joinSql}
            WHERE ${where} AND ${seek}
            ORDER BY r.received DESC, r.id DESC LIMIT ${chunkRows}) page`.execute(db);
    return { body: rows[0]?.body ?? null, n: rows[0]?.n ?? 0, nulls: rows[0]?.nulls ?? 0 };
  };
  let after: { key: string; id: string } | undefined;
  for (;;) {
    const seek =
      after === undefined
        ? sql`TRUE`
        : sql`(r.received, r.id) < (${after.key}::timestamptz, ${after.id})`;
    const fast = await read(seek, false);
    if (fast.body === null) return;
    const { body, n } = splitsCleanly(fast.body, fast.n, fields.length + 2, fast.nulls)
      ? fast
      : await read(seek, true);
    if (body === null) return;
    yield body;
    if (n < chunkRows) return;
    const lastLine = body.slice(body.lastIndexOf(ROW) + 1);
    const [key = "", id = ""] = lastLine.split(VALUE, 2);
    after = { key, id };
  }
}

/** Splits a chunk's text into rows of typed values (numbers, booleans, JSON; NULL as null). */
export function decodeChunk(request: ListRequest, body: string): ExportChunk {
  const decoders = request.fields.map(decoderOf);
  const width = decoders.length;
  const lines = body.split(ROW);
  const rows = new Array<unknown[]>(lines.length);
  const ids = new Array<string>(lines.length);
  for (let index = 0; index < lines.length; index += 1) {
    const values = (lines[index] ?? "").split(VALUE);
    ids[index] = values[1] ?? "";
    const row = new Array<unknown>(width);
    for (let column = 0; column < width; column += 1) {
      const text = values[column + 2] ?? NULL;
      row[column] = text === NULL ? null : (decoders[column] ?? String)(text);
    }
    rows[index] = row;
  }
  return { rows, ids };
}

/** Every row of the request, a chunk at a time. */
export async function* exportChunks(
  db: Kysely<Database>,
  request: ListRequest,
  conditions: readonly RawBuilder<unknown>[],
  chunkRows = EXPORT_CHUNK_ROWS,
): AsyncGenerator<ExportChunk, void, undefined> {
  for await (const body of chunkTexts(db, request, conditions, chunkRows)) {
    yield decodeChunk(request, body);
  }
}
