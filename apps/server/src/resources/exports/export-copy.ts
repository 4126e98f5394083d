/**
 * The fast path of CSV, JSON and GeoJSON runs on PostgreSQL (decision 0091): the database writes
 * each row as the file holds it (the SDK's SQL twins of the columns, `exportRowSql`) and hands
 * the rows over with `COPY (…) TO STDOUT (FORMAT binary)`; this process copies their bytes to the
 * file without turning them into JavaScript values. A row where a twin is not known to agree
 * with the SDK's functions (non-ASCII text under `upper`, a number with more decimals…) comes
 * with its values' texts instead and is written by `compileExportRow` and the format's encoder,
 * as the other path writes it. Same rows, same order (`-Received`), same bytes as the chunked
 * reader of `export-reader.ts`.
 */
import { Transform, type Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { sql, type Kysely, type RawBuilder } from "kysely";
import {
  compileExportRowAt,
  exportHeaders,
  exportRowSql,
  type ExportColumn,
  type SqlField,
} from "@canvass/sdk/exports";
import type { CopyTo, Database } from "../../db/index.js";
import { inlineParameters } from "../../db/inline-parameters.js";
import { keyTextSql } from "../accounts/json-sql.js";
import type { ListRequest } from "../accounts/list-params.js";
import { NAME_JOINS, type NameJoin } from "../accounts/list-spec.js";
import { rowSeparator, rowText, type RowFormat } from "./export-encoders.js";
import { fieldNames, valueDecoders } from "./export-reader.js";

/**
 * The rows of a run as `(line, raw)`: `line` the row as `format` writes it (without what
 * separates rows), `raw` NULL, or where the line's SQL is not known to be exact, the values'
 * texts as a JSON array (`rowFromTexts` writes those); then the submission's `id` when
 * `withIds` (a run that marks what it writes). `undefined` when a column has no SQL twin.
 */
export function rowsSelect(
  db: Kysely<Database>,
  request: ListRequest,
  conditions: readonly RawBuilder<unknown>[],
  columns: readonly ExportColumn[],
  format: RowFormat,
  withIds = false,
): string | undefined {
  const byName = new Map(request.fields.map((field) => [field.name, field]));
  const line = exportRowSql(columns, format, (name): SqlField | undefined => {
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
  return `SELECT ${line.line} AS line, ${raw} AS raw${withIds ? ", r.id AS id" : ""}
    FROM accounts r ${[...joins].map((join) => NAME_JOINS[join]).join(" ")}
    WHERE ${inlineParameters(where.sql, where.parameters)}
    ORDER BY r.received DESC, r.id DESC`;
}

/** The `COPY` statement of a run's rows (`rowsSelect`), or `undefined` when they have none. */
export function copyStatement(select: string | undefined): string | undefined {
  return select === undefined ? undefined : `COPY (${select}) TO STDOUT (FORMAT binary)`;
}

/** A row from its values' texts (`raw`), as the SDK and the format's encoder write it. */
export function rowFromTexts(
  request: ListRequest,
  columns: readonly ExportColumn[],
  format: RowFormat,
): (json: string) => string {
  const decoders = valueDecoders(request);
  const writeRow = compileExportRowAt(columns, fieldNames(request));
  const encode = rowText(format, exportHeaders(columns));
  return (json) => {
    const texts = JSON.parse(json) as (string | null)[];
    const values = decoders.map((decode, index) => {
      const text = texts[index];
      return text === null || text === undefined ? null : decode(text);
    });
    return encode(writeRow(values));
  };
}

/** The binary COPY header: signature, flags, header extension length (no extension is used). */
const HEADER_BYTES = 19;

/**
 * Turns the binary COPY data of (line, raw) rows into the file's rows: each after the format's
 * separator, a line's bytes as they are, or, for a row that came with its values (`raw`), the
 * row the SDK writes from them.
 */
function fileRows(
  request: ListRequest,
  columns: readonly ExportColumn[],
  format: RowFormat,
  options: CopyRowsOptions,
): Transform {
  const { onRows, onIds, signal } = options;
  const slowLine = rowFromTexts(request, columns, format);
  const first = Buffer.from(rowSeparator(true, format));
  const next = Buffer.from(rowSeparator(false, format));
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
      // Exact lines are copied into one buffer (never longer than the data they come in: a row's
      // separator is shorter than its framing); a line written from its values is copied there
      // too when it fits, else the buffer grows.
      let out = Buffer.allocUnsafe(data.length);
      let written = 0;
      const before = rows;
      const ids: string[] = [];
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
        const rawEnd = rawAt + 4 + Math.max(rawLength, 0);
        if (data.length < rawEnd) break;
        let end = rawEnd;
        if (count > 2) {
          // The submission's id, when the run marks what it writes.
          if (data.length - rawEnd < 4) break;
          end = rawEnd + 4 + Math.max(data.readInt32BE(rawEnd), 0);
          if (data.length < end) break;
          ids.push(data.toString("utf8", rawEnd + 4, end));
        }
        written += (rows === 0 ? first : next).copy(out, written);
        if (rawLength < 0) {
          written += data.copy(out, written, at + 6, rawAt);
        } else {
          const line = Buffer.from(slowLine(data.toString("utf8", rawAt + 4, rawEnd)));
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
      const rowsOut = written === 0 ? undefined : out.subarray(0, written);
      // A batch's marks are written before the next data is taken (they count only once the
      // run is done, decision 0051).
      if (ids.length === 0 || onIds === undefined) done(null, rowsOut);
      else
        onIds(ids).then(() => {
          done(null, rowsOut);
        }, done);
    },
  });
}

export interface CopyRowsOptions {
  readonly signal: AbortSignal;
  /** Called with the rows written so far, as they come. */
  readonly onRows: (rows: number) => void;
  /**
   * With a statement that reads the ids (`rowsSelect`'s `withIds`): called with the ids of
   * each batch of rows before they are written on.
   */
  readonly onIds?: ((ids: readonly string[]) => Promise<void>) | undefined;
}

/**
 * Writes the rows of `statement` (from `copyStatement`) to `out` as `format` writes them,
 * leaving `out` open; the rows written. A cancelled run stops with the error `cancelled`.
 */
export async function copyRows(
  copyTo: CopyTo,
  statement: string,
  request: ListRequest,
  columns: readonly ExportColumn[],
  format: RowFormat,
  out: Writable,
  options: CopyRowsOptions,
): Promise<number> {
  let rows = 0;
  const lines = fileRows(request, columns, format, {
    ...options,
    onRows: (written) => {
      rows = written;
      options.onRows(written);
    },
  });
  await copyTo(statement, (data: Readable) => pipeline(data, lines, out, { end: false }));
  return rows;
}
