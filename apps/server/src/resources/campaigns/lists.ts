/**
 * What the reads of this area share beyond the list toolkit (`../lists`): `Last-Modified`/304
 * from the tables a read depends on, and a query with every condition.
 */
import type { Expression, Kysely, SelectQueryBuilder, SqlBool } from "kysely";
import type { Database } from "../../db/index.js";
import { conditional, tablesModified, type Conditional } from "../../http/index.js";

/** `Last-Modified` of the tables a read depends on, and whether the caller's copy is current. */
export async function freshness(
  db: Kysely<Database>,
  tables: readonly (keyof Database)[],
  ifModifiedSince: string | undefined,
): Promise<Conditional> {
  return conditional(ifModifiedSince, await tablesModified(db, tables));
}

/** A query with every condition (`WHERE … AND …`). */
export function whereAll<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  conditions: readonly Expression<SqlBool>[],
): SelectQueryBuilder<DB, TB, O> {
  return conditions.reduce((filtered, condition) => filtered.where(condition), query);
}
