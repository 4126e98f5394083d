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
  return sql<{ cur: string; prev: string }>`
      SELECT count(*) FILTER (WHERE t.created >= ${filters.range.after.toISOString()}::timestamptz) AS cur,
             count(*) FILTER (WHERE t.created < ${filters.range.after.toISOString()}::timestamptz) AS prev
        FROM ${sql.table(table)} t
       WHERE t.created >= ${filters.previous.after.toISOString()}::timestamptz
         AND t.created <= ${filters.range.before.toISOString()}::timestamptz
         AND ${all(scoped(scope, filters, "t"))}`.execute(db);
}
