/**
 * The cancels and check-ins of the range and of the previous period (the KPIs), counted from
 * their own tables through their `created` indexes in one pass each, within the caller's scope
 * and the id filters. Not in the rollup: decision 0056 measured these counts over the bench's
 * 1 000 000 submissions (apps/server/README.md, "Dashboard").
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/index.js";
import type { RowScope } from "../accounts/row-scope.js";
import type { DashboardFilters } from "./dashboard-filters.js";
import { all, scoped } from "./subs-dashboard.js";

export type ActivityTable = "cancels" | "checkins";

export function activityCounts(
  db: Kysely<Database>,
  scope: RowScope,
  filters: DashboardFilters,
  table: ActivityTable,
) {
  return sql<{ cur: string; prev: string }>`${activityCountsSql(scope, filters, table)}`.execute(
    db,
  );
}

/** Both tables' counts in one statement (one round trip for the dashboard's answer). */
export function activityCountsBoth(
  db: Kysely<Database>,
  scope: RowScope,
  filters: DashboardFilters,
) {
  return sql<{
    cancels_cur: string;
    cancels_prev: string;
    checkins_cur: string;
    checkins_prev: string;
  }>`
    SELECT c.cur AS cancels_cur, c.prev AS cancels_prev, k.cur AS checkins_cur, k.prev AS checkins_prev
      FROM (${activityCountsSql(scope, filters, "cancels")}) c
     CROSS JOIN (${activityCountsSql(scope, filters, "checkins")}) k`.execute(db);
}

function activityCountsSql(scope: RowScope, filters: DashboardFilters, table: ActivityTable) {
  return sql`
      SELECT count(*) FILTER (WHERE t.created >= ${filters.range.after.toISOString()}::timestamptz) AS cur,
             count(*) FILTER (WHERE t.created < ${filters.range.after.toISOString()}::timestamptz) AS prev
        FROM ${sql.table(table)} t
       WHERE t.created >= ${filters.previous.after.toISOString()}::timestamptz
         AND t.created <= ${filters.range.before.toISOString()}::timestamptz
         AND ${all(scoped(scope, filters, "t"))}`;
}
