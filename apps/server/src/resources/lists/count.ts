/**
 * The `Count` of a list. Exact by default: a short page that is not past the end tells the total
 * without counting; otherwise one `count(*)` of the filtered query. The submission lists, over a
 * million rows, count in their own statement up to a bound and keep larger counts in a
 * `CountCache` (approximate for a while after a change, `CountApproximate: true`).
 */
import { sql, type SelectQueryBuilder } from "kysely";
import type { PageWindow } from "./page-window.js";

/** The total of a page of `returned` rows; `count` runs only when the page cannot tell it. */
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
      .select(sql<number | string>`count(*)`.as("total"))
      .$castTo<{ total: number | string }>()
      .executeTakeFirstOrThrow();
    return Number(row.total);
  };
}
