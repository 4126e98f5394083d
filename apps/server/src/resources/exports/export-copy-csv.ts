/**
 * The CSV export's fast path on PostgreSQL (decision 0091): the database writes each row's whole
 * CSV line (the SDK's SQL twins of the columns, `exportCsvLineSql`) and hands the lines over with
 * `COPY (…) TO STDOUT (FORMAT binary)`; this process copies their bytes to the file without
 * turning them into JavaScript values. A row where a twin is not known to agree with the SDK's
 * functions (non-ASCII text under `upper`, a number with more decimals…) comes with its values'
 * texts instead and is written by `compileExportRow` + `csvLine`, as the other path writes it.
 * Same rows, same order (`-Received`), same bytes as the chunked reader of `export-reader.ts`.
 */
import { Transform, type Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql, type Kysely, type RawBuilder } from "kysely";
import {
  compileExportRowAt,
  csvLine,
  exportCsvLineSql,
  type ExportColumn,
  type SqlField,
} from "@canvass/sdk/exports";
import type { CopyTo, Database } from "../../db/index.js";
import { inlineParameters } from "../../db/inline-parameters.js";
import { keyTextSql } from "../accounts/json-sql.js";
import type { ListRequest } from "../accounts/list-params.js";
import { NAME_JOINS, type NameJoin } from "../accounts/list-spec.js";
import { fieldNames, valueDecoders } from "./export-reader.js";

/**
 * The rows of a CSV run as `(line, raw)`: `line` the CSV line, `raw` NULL, or where the line's
 * SQL is not known to be exact, the values' texts as a JSON array (`lineFromTexts` writes those);
 * `undefined` when a column has no SQL twin.
 */
export function csvLinesSelect(
  db: Kysely<Database>,
  request: ListRequest,
  conditions: readonly RawBuilder<unknown>[],
  columns: readonly ExportColumn[],
): string | undefined {
  const byName = new Map(request.fields.map((field) => [field.name, field]));
  const line = exportCsvLineSql(columns, (name): SqlField | undefined => {
    const field = byName.get(name);
    return field === undefined
      ? undefined
      : {
          sql: field.sql,
          text: keyTextSql(field.kind, field.sql),
          kind: field.kind,
          float: field.float,
        };
  });
  if (line === undefined) return undefined;
  const joins = new Set<NameJoin>();
  for (const field of request.fields) if (field.join !== undefined) joins.add(field.join);
  const texts = request.fields.map((field) => keyTextSql(field.kind, field.sql)).join(", ");
  const raw =
    line.exact === "TRUE"
      ? "NULL::text"
      : `CASE WHEN ${line.exact} THEN NULL ELSE array_to_json(ARRAY[${texts}]::text[])::text END`;
  const where = sql
    .join(conditions.length === 0 ? [sql`TRUE`] : conditions, sql` AND `)
    .compile(db);
  return `SELECT ${line.line} AS line, ${raw} AS raw
    FROM accounts r ${[...joins].map((join) => NAME_JOINS[join]).join(" ")}
    WHERE ${inlineParameters(where.sql, where.parameters)}
    ORDER BY r.received DESC, r.id DESC`;
}

/** The `COPY` statement of a CSV run, or `undefined` when a column has no SQL twin. */
export function csvCopyStatement(
  db: Kysely<Database>,
  request: ListRequest,
  conditions: readonly RawBuilder<unknown>[],
  columns: readonly ExportColumn[],
): string | undefined {
  const select = csvLinesSelect(db, request, conditions, columns);
  return select === undefined ? undefined : `COPY (${select}) TO STDOUT (FORMAT binary)`;
}

/** The CSV line of a row from its values' texts (`raw`), as the SDK writes it. */
export function lineFromTexts(
  request: ListRequest,
  columns: readonly ExportColumn[],
): (json: string) => string {
  const decoders = valueDecoders(request);
  const writeRow = compileExportRowAt(columns, fieldNames(request));
  return (json) => {
    const texts = JSON.parse(json) as (string | null)[];
    const values = decoders.map((decode, index) => {
      const text = texts[index];
      return text === null || text === undefined ? null : decode(text);
    });
    return csvLine(writeRow(values));
  };
}

/** The binary COPY header: signature, flags, header extension length (no extension is used). */
const HEADER_BYTES = 19;

/**
 * Turns the binary COPY data of (line, raw) rows into the CSV lines: a line's bytes as they
 * are, or, for a row that came with its values (`raw`), the line the SDK writes from them.
 */
function csvLines(
  request: ListRequest,
  columns: readonly ExportColumn[],
  onRows: (rows: number) => void,
  signal: AbortSignal,
): Transform {
  const slowLine = lineFromTexts(request, columns);
  let header = false;
  let rest: Buffer | undefined;
  let rows = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (signal.aborted) {
        done(new Error("cancelled"));
        return;
      }
      const data = rest === undefined ? chunk : Buffer.concat([rest, chunk]);
      rest = undefined;
      let at = 0;
      if (!header) {
        if (data.length < HEADER_BYTES) {
          rest = data;
          done();
          return;
        }
        at = HEADER_BYTES + data.readInt32BE(15);
        header = true;
      }
      // Exact lines are copied into one buffer (never longer than the data they come in); a
      // line written from its values is copied there too when it fits, else the buffer grows.
      let out = Buffer.allocUnsafe(data.length);
      let written = 0;
      const before = rows;
      for (;;) {
        if (data.length - at < 2) break;
        const count = data.readInt16BE(at);
        if (count === -1) {
          at = data.length;
          break;
        }
        if (data.length - at < 6) break;
        const lineLength = data.readInt32BE(at + 2);
        const rawAt = at + 6 + lineLength;
        if (data.length - rawAt < 4) break;
        const rawLength = data.readInt32BE(rawAt);
        const end = rawAt + 4 + Math.max(rawLength, 0);
        if (data.length < end) break;
        if (rawLength < 0) {
          written += data.copy(out, written, at + 6, rawAt);
        } else {
          const line = Buffer.from(slowLine(data.toString("utf8", rawAt + 4, end)));
          if (written + line.length > out.length) {
            out = Buffer.concat([out.subarray(0, written), line, Buffer.allocUnsafe(data.length)]);
            written += line.length;
          } else written += line.copy(out, written);
        }
        rows += 1;
        at = end;
      }
      if (at < data.length) rest = data.subarray(at);
      if (rows > before) onRows(rows);
      done(null, written === 0 ? undefined : out.subarray(0, written));
    },
  });
}

export interface CopyCsvOptions {
  readonly signal: AbortSignal;
  /** Called with the rows written so far, as they come. */
  readonly onRows: (rows: number) => void;
}

/**
 * Writes the rows of `statement` (from `csvCopyStatement`) to `out` as CSV lines, leaving `out`
 * open; the rows written. A cancelled run stops with the error `cancelled`.
 */
export async function copyCsvRows(
  copyTo: CopyTo,
  statement: string,
  request: ListRequest,
  columns: readonly ExportColumn[],
  out: Writable,
  options: CopyCsvOptions,
): Promise<number> {
  let rows = 0;
  const lines = csvLines(
    request,
    columns,
    (written) => {
      rows = written;
      options.onRows(written);
    },
    options.signal,
  );
  await copyTo(statement, (data: Readable) => pipeline(data, lines, out, { end: false }));
  return rows;
}
