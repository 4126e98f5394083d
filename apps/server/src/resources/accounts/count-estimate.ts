/**
 * The planner's estimate of how many rows match (decision 0020): the count of a free-text `q`
 * list above the exact bound. Counting every row a short, common term matches reads most of
 * the table (seconds on a million rows); the estimate from the trigram statistics costs a plan
 * and is answered with `CountApproximate: true`, as the contract allows.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/index.js";

interface PlanRoot {
  readonly Plan?: { readonly "Plan Rows"?: number };
}

/** The estimated number of rows of `table r` matching `where`, at least `atLeast`. */
export async function estimateRows(
  db: Kysely<Database>,
  table: string,
  where: RawBuilder<unknown>,
  atLeast: number,
): Promise<number> {
  const { rows } = await sql<{ "QUERY PLAN": unknown }>`EXPLAIN (FORMAT JSON)
    SELECT 1 FROM ${sql.raw(table)} r WHERE ${where}`.execute(db);
  const raw = rows[0]?.["QUERY PLAN"];
  const parsed = (typeof raw === "string" ? JSON.parse(raw) : raw) as PlanRoot[] | undefined;
  const estimate = Math.round(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0);
  return Math.max(estimate, atLeast);
}
