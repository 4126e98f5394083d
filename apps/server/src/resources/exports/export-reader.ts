/**
 * The fast row reader of runs (decision 0035): the `/subs` list's filters, scope and fields
 * (`listConditions`, the list's field SQL), read `-Received` by keyset in chunks (one statement
 * each), each chunk texts of `EXPORT_PART_ROWS` rows built by the database — rows joined by
 * U+001E, values by U+001F, NULL as U+001D — and split in JavaScript into arrays of values (no
 * object per row, decision 0057).
 * This is about seven times faster on PGlite than reading the list's JSON pages (`listRows`). Values are typed back by the
 * field's kind (numbers, booleans, JSON), timestamps are the list's RFC 3339 UTC texts.
 *
 * A value holding one of the three separator characters (control characters no form accepts)
 * would split wrongly, so such characters read as a space. The database writes the values as
 * they are (a `translate` per text value cost about a third of the database's time, decision
 * 0064); each chunk's text is checked in one pass — the row count, the values per row, and
 * U+001D only as a whole value, as many times as the chunk has NULLs (`num_nulls`) — and a chunk
 * that fails the check is read again with the characters replaced in SQL. Either way the
 * chunk's texts are the same.
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

/**
 * Rows per text of a chunk: the database writes a chunk as texts of this many rows, so each text
 * (about 200 bytes a row on the bench) stays well under V8's large-object size (128 KB), above
 * which a string is made in the old generation and lives until a full collection. One text per
 * chunk of 1 000 rows grew the process by 170–183 MB over a 1M export, all of it V8's heap
 * (decision 0087).
 */
export const EXPORT_PART_ROWS = 250;
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

/** A value's text back to the value `compileExportRow` reads (numbers, booleans, JSON). */
export type Decode = (text: string) => unknown;

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

/** The decoders of a request's values, in the order of its fields. */
export function valueDecoders(request: ListRequest): Decode[] {
  return request.fields.map(decoderOf);
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
 * The chunks as the database writes them: per chunk of `chunkRows` rows (the last one fewer), its
 * texts of `partRows` rows each, in order; each line the row's keyset position (received, id)
 * then its values.
 */
export async function* chunkTexts(
  db: Kysely<Database>,
  request: ListRequest,
  conditions: readonly RawBuilder<unknown>[],
  chunkRows = EXPORT_CHUNK_ROWS,
  partRows = EXPORT_PART_ROWS,
): AsyncGenerator<readonly string[], void, undefined> {
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
  interface Part {
    readonly body: string;
    readonly n: number;
    readonly nulls: number;
  }
  const read = async (seek: RawBuilder<unknown>, replaceSeparators: boolean) => {
    const { rows } = await sql<{ body: string; n: number; nulls: number | null }>`
      SELECT string_agg(line, E'\\x1e' ORDER BY received DESC, id DESC) AS body, count(*)::int AS n,
        sum(nulls)::int AS nulls
      FROM (SELECT line, nulls, received, id,
              (row_number() OVER (ORDER BY received DESC, id DESC) - 1) / ${partRows} AS part
            FROM (SELECT ${lineOf(replaceSeparators)} AS line, ${nullsSql} AS nulls, r.received, r.id
                  FROM accounts r ${joinSql}
                  WHERE ${where} AND ${seek}
                  ORDER BY r.received DESC, r.id DESC LIMIT ${chunkRows}) page) numbered
      GROUP BY part ORDER BY part`.execute(db);
    return rows.map((row): Part => ({ body: row.body, n: row.n, nulls: row.nulls ?? 0 }));
  };
  const clean = (parts: readonly Part[]) =>
    parts.every((part) => splitsCleanly(part.body, part.n, fields.length + 2, part.nulls));
  let after: { key: string; id: string } | undefined;
  for (;;) {
    const seek =
      after === undefined
        ? sql`TRUE`
        : sql`(r.received, r.id) < (${after.key}::timestamptz, ${after.id})`;
    const fast = await read(seek, false);
    if (fast.length === 0) return;
    const parts = clean(fast) ? fast : await read(seek, true);
    const last = parts.at(-1);
    if (last === undefined) return;
    yield parts.map((part) => part.body);
    if (parts.reduce((sum, part) => sum + part.n, 0) < chunkRows) return;
    const lastLine = last.body.slice(last.body.lastIndexOf(ROW) + 1);
    const [key = "", id = ""] = lastLine.split(VALUE, 2);
    after = { key, id };
  }
}

/**
 * Splits a chunk's texts into rows of typed values (numbers, booleans, JSON; NULL as null), in
 * the texts' order.
 */
export function decodeChunk(request: ListRequest, parts: readonly string[]): ExportChunk {
  const decoders = valueDecoders(request);
  const width = decoders.length;
  const rows: unknown[][] = [];
  const ids: string[] = [];
  for (const body of parts) {
    for (const line of body.split(ROW)) {
      const values = line.split(VALUE);
      ids.push(values[1] ?? "");
      const row = new Array<unknown>(width);
      for (let column = 0; column < width; column += 1) {
        const text = values[column + 2] ?? NULL;
        row[column] = text === NULL ? null : (decoders[column] ?? String)(text);
      }
      rows.push(row);
    }
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
  for await (const parts of chunkTexts(db, request, conditions, chunkRows)) {
    yield decodeChunk(request, parts);
  }
}
