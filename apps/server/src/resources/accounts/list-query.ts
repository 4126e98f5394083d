/**
 * The list engine of submissions, cancels and check-ins: one page and its count in one SQL
 * statement whose answer is the page already written as JSON text.
 *
 * - **First pages and cursor pages** on an indexed sort (`-Received`, `-TransactionProcessed`,
 *   `-Created`) read the page straight from the index scan, building each row's JSON as the
 *   scan emits it (`LIMIT n + 1`: the extra row tells whether there is a next page).
 * - **`Page` deep without a cursor, and other sorts**, first page through the ids only (an
 *   index-only scan when the index covers the filters), then build the JSON of the page's rows.
 * - **`Count`**: exact up to `COUNT_BOUND` by a bounded count in the same statement; above it a
 *   cached count (`count-cache.ts`), or an exact count that is then cached — except with a
 *   free-text `q`, whose count above the bound is the planner's estimate (`count-estimate.ts`,
 *   `CountApproximate`), also cached.
 * - The statements run as prepared statements (`prepared-statements.ts` on PGlite,
 *   `pooled-statements.ts` on PostgreSQL): planning them costs more than running a page.
 *
 * Every name in the SQL comes from the list's spec; request values are bound parameters.
 */
import { sql, type Kysely, type QueryResult, type RawBuilder } from "kysely";
import type { Database } from "../../db/index.js";
import { conditional } from "../../http/index.js";
import type { CountCache } from "../lists/index.js";
import { containsPattern, encodeCursor } from "../lists/index.js";
import { estimateRows } from "./count-estimate.js";
import { keyTextSql, objectSql } from "./json-sql.js";
import { keysetCondition } from "./keyset.js";
import type { ListRequest, TextRequest } from "./list-params.js";
import { NAME_JOINS, type ListField, type ListSpec, type NameJoin } from "./list-spec.js";
import type { StatementRunner } from "./statement-runner.js";
import { inList, scopeConditions, type RowScope } from "./row-scope.js";

/** Results up to this size are counted exactly on every request. */
export const COUNT_BOUND = 10_000;

export interface ListContext {
  readonly db: Kysely<Database>;
  readonly now: () => Date;
  readonly counts: CountCache;
  /** Runs the list statements as prepared statements; plain queries without it. */
  readonly statements?: StatementRunner | undefined;
}

/**
 * Runs a list statement, prepared unless the request has a free-text `q`: a prepared statement
 * may switch to a generic plan, which cannot tell a rare term (read through the trigram
 * indexes) from a common one (read in date order) and then takes seconds for the rare ones.
 */
function run<R>(
  context: ListContext,
  statement: RawBuilder<R>,
  request: ListRequest,
): Promise<QueryResult<R>> {
  return context.statements === undefined || request.text !== undefined
    ? statement.execute(context.db)
    : context.statements.execute(statement.compile(context.db));
}

export type ListAnswer =
  | { readonly notModified: true; readonly headers: Record<string, string> }
  | {
      readonly notModified: false;
      readonly json: string;
      readonly headers: Record<string, string>;
    };

interface PageRow {
  items: string;
  fetched: number;
  last_id: string | null;
  last_key: string | null;
  /** The bounded count; NULL when the cached count's table stamp is still current. */
  bounded: number | null;
  /** The list's table's `table_changes` stamp (µs since the epoch; 0 when never changed). */
  table_stamp: number;
  /** When any of the list's source tables last changed. */
  modified: Date | null;
}

function joinsOf(fields: readonly (ListField | undefined)[]): RawBuilder<unknown> {
  const needed = new Set<NameJoin>();
  for (const field of fields) if (field?.join !== undefined) needed.add(field.join);
  return sql.raw([...needed].map((join) => NAME_JOINS[join]).join(" "));
}

/** The filters of the request and the caller's scope, as conditions on `r`. */
export function listConditions(
  spec: ListSpec,
  request: ListRequest,
  scope: RowScope,
): RawBuilder<unknown>[] {
  const columns = spec.filterColumns;
  const conditions = scopeConditions(scope);
  if (request.campaigns !== undefined)
    conditions.push(inList(`r.${columns.campaign}`, request.campaigns));
  if (request.teams !== undefined) conditions.push(inList(`r.${columns.team}`, request.teams));
  if (request.players !== undefined)
    conditions.push(inList(`r.${columns.player}`, request.players));
  if (request.ids !== undefined) conditions.push(inList(`r.${columns.id}`, request.ids));
  if (request.type !== undefined) conditions.push(sql`r.type = ${request.type}`);
  for (const filter of request.valueFilters) {
    conditions.push(inList(`r.${filter.column}`, filter.values));
  }
  if (request.text !== undefined) conditions.push(textCondition(request.text));
  const date = sql.raw(request.dateSql);
  if (request.after !== undefined) {
    conditions.push(sql`${date} >= ${request.after.toISOString()}::timestamptz`);
  }
  if (request.before !== undefined) {
    conditions.push(sql`${date} <= ${request.before.toISOString()}::timestamptz`);
  }
  return conditions;
}

/**
 * `q`: any visible text contains the term (`LIKE '%term%'` on the lowercased expressions their
 * trigram indexes hold), or the id starts with it. Nothing visible to search matches nothing.
 */
function textCondition(text: TextRequest): RawBuilder<unknown> {
  const contains = containsPattern(text.term);
  const matches = text.sources.map((source) => sql`${sql.raw(source)} LIKE ${contains}`);
  if (text.idColumn !== undefined) {
    matches.push(sql`${sql.raw(text.idColumn)} LIKE ${`${text.term}%`}`);
  }
  return matches.length === 0 ? sql`FALSE` : sql`(${sql.join(matches, sql` OR `)})`;
}

function and(conditions: readonly RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
}

/** The `table_changes` stamp of a table in µs (0 when it never changed). */
function stampSql(table: string): RawBuilder<number> {
  return sql<number>`coalesce((SELECT (extract(epoch FROM modified) * 1000000)::bigint
    FROM table_changes WHERE name = ${table}), 0)`;
}

/**
 * The SQL statement of one page (exported for the EXPLAIN tests). `countedAt` is the table
 * stamp of a cached count: the bounded count runs only when the table changed since (or when
 * there is no cached count); `counted: false` leaves the count out (`listRows`).
 */
export function pageStatement(
  spec: ListSpec,
  request: ListRequest,
  conditions: readonly RawBuilder<unknown>[],
  countedAt: number | undefined,
  counted = true,
): RawBuilder<PageRow> {
  const { sort, pageSize, offset, cursor } = request;
  const table = sql.raw(spec.table);
  const direction = sql.raw(sort.descending ? "DESC" : "ASC");
  const keyText = sql.raw(keyTextSql(sort.field.kind, sort.field.sql));
  const sortSql = sql.raw(sort.field.sql);
  const sortJoin = joinsOf([sort.field]);
  const where = and(conditions);
  const seek =
    cursor === undefined
      ? sql``
      : sql` AND ${keysetCondition(sort, cursor, (id) => sql`(SELECT ${sortSql} FROM ${table} r ${sortJoin} WHERE r.id = ${id})`)}`;
  const object = sql.raw(objectSql(request.fields));
  const bounded = sql`(SELECT count(*)::int FROM (SELECT 1 FROM ${table} r WHERE ${where} LIMIT ${COUNT_BOUND + 1}) b)`;
  const tableStamp = stampSql(spec.table);
  const count = !counted
    ? sql`NULL::int`
    : countedAt === undefined
      ? bounded
      : sql`CASE WHEN ${tableStamp} = ${countedAt}::bigint THEN NULL ELSE ${bounded} END`;
  const stamps = sql`${tableStamp} AS table_stamp,
    (SELECT max(modified) FROM table_changes WHERE name IN (${sql.join([...spec.sources])})) AS modified`;
  const order = sql`ORDER BY ${sortSql} ${direction}, r.id ${direction}`;
  const direct = offset === 0 && spec.indexedSorts.includes(sort.field.name);
  if (direct) {
    return sql<PageRow>`WITH page AS (
        SELECT row_number() OVER () AS rn, s.id, s.k, s.j FROM (
          SELECT r.id AS id, ${keyText} AS k, ${object} AS j
          FROM ${table} r ${joinsOf([sort.field, ...request.fields])}
          WHERE ${where}${seek} ${order} LIMIT ${pageSize + 1}
        ) s
      )
      SELECT '[' || coalesce(string_agg(j, ',' ORDER BY rn) FILTER (WHERE rn <= ${pageSize}), '') || ']' AS items,
        count(*)::int AS fetched,
        max(id) FILTER (WHERE rn = ${pageSize}) AS last_id,
        max(k) FILTER (WHERE rn = ${pageSize}) AS last_key,
        ${count} AS bounded, ${stamps}
      FROM page`;
  }
  // The sort value is turned into its cursor text only for the page's rows, not for the rows
  // OFFSET skips.
  const pageKeyText = sql.raw(keyTextSql(sort.field.kind, "s.v"));
  return sql<PageRow>`WITH keys AS (
      SELECT row_number() OVER () AS rn, s.id, ${pageKeyText} AS k FROM (
        SELECT r.id AS id, ${sortSql} AS v FROM ${table} r ${sortJoin}
        WHERE ${where}${seek} ${order} LIMIT ${pageSize + 1} OFFSET ${offset}
      ) s
    )
    SELECT (
        SELECT '[' || coalesce(string_agg(${object}, ',' ORDER BY keys.rn), '') || ']'
        FROM keys JOIN ${table} r ON r.id = keys.id ${joinsOf(request.fields)}
        WHERE keys.rn <= ${pageSize}
      ) AS items,
      (SELECT count(*)::int FROM keys) AS fetched,
      (SELECT id FROM keys WHERE rn = ${pageSize}) AS last_id,
      (SELECT k FROM keys WHERE rn = ${pageSize}) AS last_key,
      ${count} AS bounded, ${stamps}`;
}

/** The exact count of the rows matching `conditions` (exported for the EXPLAIN tests). */
export function countStatement(
  spec: ListSpec,
  conditions: readonly RawBuilder<unknown>[],
): RawBuilder<{ count: number }> {
  return sql<{
    count: number;
  }>`SELECT count(*)::int AS count FROM ${sql.raw(spec.table)} r WHERE ${and(conditions)}`;
}

/** When any of the tables last changed (`undefined` when none ever did). */
async function lastChange(
  db: Kysely<Database>,
  tables: readonly (keyof Database)[],
): Promise<Date | undefined> {
  const row = await db
    .selectFrom("table_changes")
    .select((eb) => eb.fn.max("modified").as("modified"))
    .where("name", "in", [...tables])
    .executeTakeFirst();
  return row?.modified ?? undefined;
}

/**
 * One page of a list as the contract's JSON text (`{"<items>": [...], "Count": n, ...}`), or a
 * 304 when the caller's copy is current. Without `If-Modified-Since` this is one statement.
 */
export async function runList(
  context: ListContext,
  spec: ListSpec,
  request: ListRequest,
  scope: RowScope,
  ifModifiedSince: string | undefined,
): Promise<ListAnswer> {
  if (ifModifiedSince !== undefined) {
    const cache = conditional(ifModifiedSince, await lastChange(context.db, spec.sources));
    if (cache.notModified) return { notModified: true, headers: cache.headers };
  }
  const conditions = listConditions(spec, request, scope);
  const countKey = `${spec.table}|${scope.signature}|${request.filterHash}`;
  // A `q` list above the bound keeps the planner's estimate instead of an exact count.
  const estimateKey = request.text === undefined ? undefined : `${countKey}|estimate`;
  const cached =
    context.counts.get(countKey) ??
    (estimateKey === undefined ? undefined : context.counts.get(estimateKey));
  const { rows } = await run(
    context,
    pageStatement(spec, request, conditions, cached?.stamp),
    request,
  );
  const row = rows[0];
  if (row === undefined) throw new Error(`${spec.table}: the page query returned no row`);
  const stamp = row.table_stamp;
  const now = context.now().getTime();

  let count: number;
  let approximate = false;
  const usable = context.counts.lookup(countKey, stamp, now);
  const estimated =
    estimateKey === undefined ? undefined : context.counts.lookup(estimateKey, stamp, now);
  if (row.bounded === null && usable?.exact === true) {
    count = usable.count;
  } else if (row.bounded === null && estimated?.exact === true) {
    count = estimated.count;
    approximate = true;
  } else if (row.bounded !== null && row.bounded <= COUNT_BOUND) {
    count = row.bounded;
    context.counts.remember(countKey, count, stamp, now);
  } else if (usable !== undefined && usable.count > COUNT_BOUND) {
    count = usable.count;
    approximate = !usable.exact;
  } else if (estimateKey !== undefined) {
    count = await estimateRows(context.db, spec.table, and(conditions), COUNT_BOUND + 1);
    approximate = true;
    context.counts.remember(estimateKey, count, stamp, now);
  } else {
    const counted = await run(context, countStatement(spec, conditions), request);
    count = counted.rows[0]?.count ?? 0;
    context.counts.remember(countKey, count, stamp, now);
  }

  let next: string | undefined;
  if (row.fetched > request.pageSize && row.last_id !== null) {
    next = encodeCursor(
      { sort: request.sort.text, filterHash: request.filterHash },
      row.last_id,
      row.last_key,
    );
  }
  const json =
    `{${JSON.stringify(spec.itemsKey)}:${row.items},"Count":${count}` +
    (approximate ? `,"CountApproximate":true` : "") +
    (next === undefined ? "" : `,"NextCursor":${JSON.stringify(next)}`) +
    "}";
  const { headers } = conditional(undefined, row.modified ?? undefined);
  return { notModified: false, json, headers };
}

/** Rows per statement when a whole list is read (the CSV export). */
export const CHUNK_ROWS = 1_000;

/**
 * Every row of a list in its sort order, as the page statements write them (JSON objects), one
 * chunk of `CHUNK_ROWS` at a time through the keyset cursor: the same filters, scope, sort and
 * fields as a page, and memory that does not grow with the rows; no count (nobody reads it).
 * `conditions` are the list's (`listConditions`), built by the caller so a bad filter is
 * refused before anything is sent.
 */
export async function* listRows(
  context: ListContext,
  spec: ListSpec,
  request: ListRequest,
  conditions: readonly RawBuilder<unknown>[],
): AsyncGenerator<Record<string, unknown>[], void, undefined> {
  let chunk: ListRequest = { ...request, pageSize: CHUNK_ROWS, offset: 0, cursor: undefined };
  for (;;) {
    const statement = pageStatement(spec, chunk, conditions, undefined, false);
    const { rows } = await run(context, statement, chunk);
    const row = rows[0];
    if (row === undefined) throw new Error(`${spec.table}: the page query returned no row`);
    yield JSON.parse(row.items) as Record<string, unknown>[];
    if (row.fetched <= CHUNK_ROWS || row.last_id === null) return;
    chunk = { ...chunk, cursor: { id: row.last_id, key: row.last_key } };
  }
}
