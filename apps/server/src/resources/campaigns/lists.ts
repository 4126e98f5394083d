/**
 * What the lists of this area share: `Page`/`PageSize` as LIMIT/OFFSET, a whitelisted `Sort`,
 * the `q` text filter as an escaped `ILIKE` pattern, and `Last-Modified`/304 from the tables a
 * list reads.
 */
import {
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from "kysely";
import type { Database } from "../../db/index.js";
import { badRequest, conditional, tablesModified, type Conditional } from "../../http/index.js";

/** The largest OFFSET sent to the database (a huge `Page` gives an empty page, never an error). */
const MAX_OFFSET = Number.MAX_SAFE_INTEGER;

export interface PageWindow {
  readonly limit: number;
  readonly offset: number;
}

/** LIMIT and OFFSET of a 1-based page. */
export function pageWindow(page: number | undefined, pageSize: number | undefined): PageWindow {
  const limit = pageSize ?? 50;
  const offset = Math.min(((page ?? 1) - 1) * limit, MAX_OFFSET);
  return { limit, offset };
}

export interface SortOrder {
  readonly key: string;
  readonly descending: boolean;
}

/**
 * The `Sort` parameter (`title`, `-Created`) checked against the list's sortable fields; an
 * unknown field is a 400 naming `query.Sort`.
 */
export function sortOrder(
  sort: string | undefined,
  allowed: readonly string[],
  fallback: string,
): SortOrder {
  const text = sort ?? fallback;
  const descending = text.startsWith("-");
  const key = descending ? text.slice(1) : text;
  if (!allowed.includes(key)) {
    throw badRequest(`This list cannot be sorted by ${key}.`, [
      {
        field: "query.Sort",
        message: `must be one of ${allowed.join(", ")} (with - for descending)`,
        code: "enum",
      },
    ]);
  }
  return { key, descending };
}

/** An `ILIKE` pattern matching `q` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** `Last-Modified` of the tables a read depends on, and whether the caller's copy is current. */
export async function freshness(
  db: Kysely<Database>,
  tables: readonly (keyof Database)[],
  ifModifiedSince: string | undefined,
): Promise<Conditional> {
  return conditional(ifModifiedSince, await tablesModified(db, tables));
}

/** A row that carries the total of its query (`count(*) OVER ()`). */
export interface Counted {
  readonly total: number;
}

/**
 * The `Count` of a page read with `count(*) OVER ()`: taken from its rows, or counted again when
 * the page is past the end (no rows to carry it).
 */
export async function pageCount(
  rows: readonly Counted[],
  window: PageWindow,
  countAll: () => Promise<number>,
): Promise<number> {
  const first = rows[0];
  if (first !== undefined) return first.total;
  return window.offset === 0 ? 0 : countAll();
}

/** The recount of `pageCount`: how many rows the filtered query (before its select) has. */
export function countOf<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
): () => Promise<number> {
  return async () => {
    const row = await filtered
      .select(sql<number>`count(*)`.as("total"))
      .$castTo<Counted>()
      .executeTakeFirstOrThrow();
    return row.total;
  };
}

/** `sql` expressions by sort key, as a list declares them. */
export type SortColumns = Readonly<Record<string, RawBuilder<unknown>>>;

/** A query with every condition (`WHERE … AND …`). */
export function whereAll<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  conditions: readonly Expression<SqlBool>[],
): SelectQueryBuilder<DB, TB, O> {
  return conditions.reduce((filtered, condition) => filtered.where(condition), query);
}

/**
 * One page of a list sorted by the `Sort` key (`sortOrder`), then by the id column in the same
 * direction so pages never overlap, with its `Count` (`count` recounts past the end).
 */
export async function sortedPage<DB, TB extends keyof DB, O>(
  rows: SelectQueryBuilder<DB, TB, O>,
  count: () => Promise<number>,
  sort: { readonly columns: SortColumns; readonly order: SortOrder; readonly id: string },
  window: PageWindow,
): Promise<{ readonly rows: (O & Counted)[]; readonly count: number }> {
  const direction = sort.order.descending ? "desc" : "asc";
  const id = sql.ref(sort.id);
  const page = await rows
    .select(sql<number>`count(*) OVER ()`.as("total"))
    .$castTo<O & Counted>()
    .orderBy(sort.columns[sort.order.key] ?? id, direction)
    .orderBy(id, direction)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return { rows: page, count: await pageCount(page, window, count) };
}
