/**
 * `runCustomReport` (decision 0046) and `runAnonymousCustomReport` (an unsaved definition,
 * decision 0058): RunReports (admin or manager, not `norunexports`). The
 * saved query is checked again against the fields the runner may read (a manager without
 * payment fields gets a 422 naming the measure), the saved filter and the run's `Filters` both
 * apply, and so does the runner's scope at run time. One SQL statement (`report-statement.ts`)
 * answers the groups and the totals row.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { ReportValue } from "@canvass/sdk/reports";
import type { Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import { principalOf, requireRule } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound, unprocessable, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { ACCOUNT_LIST } from "../accounts/account-fields.js";
import { listConditions } from "../accounts/list-query.js";
import { rowScope, type RowScope } from "../accounts/row-scope.js";
import { reportFields } from "./report-fields.js";
import { filterRequest, requireValidQuery, type ReportingFilters } from "./report-problems.js";
import { REPORT_MAX_GROUPS, reportStatement, type ReportQuery } from "./report-statement.js";

/** The run filter's conditions alone (the scope is already in the saved filter's). */
const NO_SCOPE: RowScope = {
  teams: undefined,
  campaigns: undefined,
  player: undefined,
  signature: "",
};

type StoredQuery = ReportQuery & { readonly submissions?: ReportingFilters | undefined };

function isInvalidRegex(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === "2201B";
}

/** Computes a report for `principal` (also used by the bench). */
export async function computeReport(
  db: Kysely<Database>,
  principal: Principal,
  query: StoredQuery,
  filters: ReportingFilters | undefined,
  now: Date,
): Promise<Schema<"CustomReportResult">> {
  const fields = reportFields(principal);
  requireValidQuery(query, fields);
  const saved = filterRequest(query.submissions, principal, "/Query/submissions", now);
  const run = filterRequest(filters, principal, "/Filters", now);
  const scope = await rowScope(db, principal);
  const conditions = [
    ...listConditions(ACCOUNT_LIST, saved, scope),
    ...listConditions(ACCOUNT_LIST, run, NO_SCOPE),
  ];
  const timezone = filters?.timezone ?? query.submissions?.timezone ?? "UTC";
  const built = reportStatement(query, fields, conditions, timezone);
  let rows: Record<string, unknown>[];
  try {
    rows = (await built.statement.execute(db)).rows;
  } catch (error) {
    if (!isInvalidRegex(error)) throw error;
    throw unprocessable("A condition of this report is not a valid regular expression.", [
      { field: "/Query/filters", message: "holds an invalid regular expression", code: "pattern" },
    ]);
  }
  const values = (row: Record<string, unknown>): ReportValue[] =>
    built.columns.map((_, index) => {
      const value = row[`c${String(index)}`];
      if (value === undefined || value === null) return null;
      if (value instanceof Date) return value.toISOString();
      if (typeof value === "bigint") return Number(value);
      return value as ReportValue;
    });
  const totals = rows.find((row) => row.totals === true);
  const groups = built.dimensions === 0 ? [] : rows.filter((row) => row.totals !== true);
  return {
    columns: built.columns,
    rows: (built.dimensions === 0 ? (totals === undefined ? [] : [totals]) : groups)
      .slice(0, REPORT_MAX_GROUPS)
      .map(values),
    ...(totals === undefined ? {} : { totals: blankDimensions(values(totals), built.dimensions) }),
    truncated: groups.length > REPORT_MAX_GROUPS,
    generated: now.toISOString(),
  };
}

function blankDimensions(values: ReportValue[], dimensions: number): ReportValue[] {
  return values.map((value, index) => (index < dimensions ? null : value));
}

export function runHandler(deps: ServerDeps): HandlerMap {
  return {
    runCustomReport: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "customreports", "get", "RunReports");
      const row = await deps.db
        .selectFrom("custom_reports")
        .select("query")
        .where("id", "=", ctx.params.id)
        .executeTakeFirst();
      if (row === undefined) throw notFound(`No custom report ${ctx.params.id}.`);
      const body = await computeReport(
        deps.db,
        principal,
        row.query as StoredQuery,
        ctx.body?.Filters,
        deps.now(),
      );
      return { status: 200, body };
    },
    // The builder's "Run" (decision 0058): the same computation over a definition never stored.
    runAnonymousCustomReport: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "customreports", "get", "RunReports");
      const body = await computeReport(
        deps.db,
        principal,
        ctx.body.Query,
        ctx.body.Filters,
        deps.now(),
      );
      return { status: 200, body };
    },
  };
}
