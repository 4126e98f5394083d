/**
 * The pieces every list of this area shares: `Page`/`PageSize` to `LIMIT`/`OFFSET`, the `Sort`
 * parameter checked against the fields a list can sort by, and the `q` text filter as a safe
 * `LIKE` pattern.
 */
import { sql, type RawBuilder, type SelectQueryBuilder } from "kysely";
import { badRequest } from "../../http/index.js";
import { rejectNulInParameter } from "./text-input.js";

/** The contract's defaults (`Page` 1, `PageSize` 50), in case a caller bypasses the router. */
export const DEFAULT_PAGE_SIZE = 50;

export interface PageWindow {
  readonly limit: number;
  readonly offset: number;
}

/**
 * `LIMIT`/`OFFSET` of a page. The contract bounds both numbers; values that still are not safe
 * integers (`1e309` reads as Infinity) are a 400 naming the parameter.
 */
export function pageWindow(query: {
  readonly Page?: number;
  readonly PageSize?: number;
}): PageWindow {
  const size = query.PageSize ?? DEFAULT_PAGE_SIZE;
  const page = query.Page ?? 1;
  const offset = (page - 1) * size;
  const bad = !Number.isSafeInteger(size)
    ? "PageSize"
    : !Number.isSafeInteger(page) || !Number.isSafeInteger(offset)
      ? "Page"
      : undefined;
  if (bad !== undefined) {
    throw badRequest(`${bad} is out of range.`, [
      {
        field: `query.${bad}`,
        message: "Give a whole number within the allowed range.",
        code: "range",
      },
    ]);
  }
  return { limit: size, offset };
}

/**
 * The `ORDER BY` of a list: the SQL expressions of the requested field among `fields` (`-field`
 * for descending), then the id as tie-breaker so pages never overlap. An unknown field is a 400
 * naming `query.Sort`.
 */
export function orderBy(
  sort: string | undefined,
  fields: Readonly<Record<string, readonly string[]>>,
  fallback: string,
  idColumn: string,
): RawBuilder<unknown> {
  const descending = sort?.startsWith("-") ?? false;
  const name = sort === undefined ? fallback : sort.replace(/^-/, "");
  const columns = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (columns === undefined) {
    throw badRequest(`This list cannot be sorted by ${name}.`, [
      {
        field: "query.Sort",
        message: `Sort by one of: ${Object.keys(fields).join(", ")} (prefix - for descending).`,
        code: "enum",
      },
    ]);
  }
  const direction = descending ? "DESC" : "ASC";
  // The expressions are the fixed SQL of `fields`, never caller text.
  return sql.raw([...columns, idColumn].map((column) => `${column} ${direction}`).join(", "));
}

/** `%term%` for `LIKE`, lower-cased, with `%`, `_` and `\` taken literally (400 for NUL). */
export function containsPattern(term: string): string {
  rejectNulInParameter("q", term);
  const escaped = term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`);
  return `%${escaped}%`;
}

/**
 * The total of a list: a short page that is not past the end tells it without counting;
 * otherwise `count` runs the counting query.
 */
export async function totalOf(
  returned: number,
  window: PageWindow,
  count: () => Promise<number>,
): Promise<number> {
  if (returned < window.limit && (returned > 0 || window.offset === 0)) {
    return window.offset + returned;
  }
  return count();
}

/** The counting query of `totalOf`: how many rows the filtered query (before its select) has. */
export function countOf<DB, TB extends keyof DB, O>(
  filtered: SelectQueryBuilder<DB, TB, O>,
): () => Promise<number> {
  return async () => {
    const row = await filtered
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .$castTo<{ count: number }>()
      .executeTakeFirstOrThrow();
    return row.count;
  };
}
