/**
 * The submissions of a run, read with the `/subs` list engine (decision 0035 reuses decision
 * 0020/0021's filter model, scope and keyset walk, read only): the export's campaigns and the
 * instance's filters become a list request, the requester's scope is applied when the run
 * starts, hidden fields (details, payment, location) read as empty, and rows come a chunk at
 * a time through the keyset cursor, in `-Received` order (`export-reader.ts`). An instance that
 * marks what it exported reads only the submissions none of its successful runs wrote.
 */
import { columnFields, type ExportColumn } from "@canvass/sdk/exports";
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database, DriverName } from "../../db/index.js";
import { givesWayOn, givingWay, type ForegroundGate } from "../../jobs/foreground.js";
import { isHttpProblem, unprocessable, type FieldError } from "../../http/index.js";
import { ACCOUNT_LIST } from "../accounts/account-fields.js";
import { readListRequest, type ListQueryInput } from "../accounts/list-params.js";
import { countStatement, listConditions } from "../accounts/list-query.js";
import { rowScope } from "../accounts/row-scope.js";
import { hiddenGroups } from "../accounts/visibility.js";
import { exportChunks, type ExportChunk } from "./export-reader.js";
import { postgresExportChunks } from "./export-reader-postgres.js";

/** The contract's `ReportingFilters`. */
export interface ReportingFilters {
  readonly Campaign?: readonly string[] | undefined;
  readonly Team?: readonly string[] | undefined;
  readonly Player?: readonly string[] | undefined;
  readonly After?: string | undefined;
  readonly Before?: string | undefined;
  readonly timezone?: string | undefined;
  readonly DateField?: string | undefined;
}

/** Whether a name is a submission field an export may name. */
export function isExportableField(name: string): boolean {
  return ACCOUNT_LIST.fields.has(name);
}

function joined(values: readonly string[] | undefined): string | undefined {
  return values === undefined || values.length === 0 ? undefined : values.join(",");
}

/** The export's campaigns narrowed by the filter's (a filter outside them matches nothing). */
function campaignsOf(
  exportCampaigns: readonly string[],
  filter: readonly string[] | undefined,
): string | undefined {
  if (exportCampaigns.length === 0) return joined(filter);
  if (filter === undefined || filter.length === 0) return joined(exportCampaigns);
  const both = filter.filter((id) => exportCampaigns.includes(id));
  return both.length === 0 ? "-" : both.join(",");
}

export interface RunSource {
  readonly expected: Promise<number>;
  readonly chunks: AsyncGenerator<ExportChunk, void, undefined>;
  /** The rows' conditions (filters, scope, marks), for a statement of its own (decision 0091). */
  readonly conditions: readonly RawBuilder<unknown>[];
}

/**
 * "Mark as exported" (decision 0051): the submissions no successful run of the instance wrote.
 * A mark counts only while its run is `done`, so a failed or cancelled run's marks mean nothing.
 */
function notYetExported(option: string): RawBuilder<unknown> {
  return sql`NOT EXISTS (SELECT 1 FROM export_marks m JOIN export_runs x ON x.id = m.run
    WHERE m.option = ${option} AND m.account = r.id AND x.status = 'done')`;
}

/** The list request of a run; a bad filter is a 422 naming `/Filters/<name>`. */
export function sourceQuery(
  columns: readonly ExportColumn[],
  exportCampaigns: readonly string[],
  filters: ReportingFilters,
  principal: Principal,
  base = "/Filters",
) {
  const query: ListQueryInput = {
    Campaign: campaignsOf(exportCampaigns, filters.Campaign),
    Team: joined(filters.Team),
    Player: joined(filters.Player),
    After: filters.After,
    Before: filters.Before,
    DateField: filters.DateField,
    timezone: filters.timezone,
    Fields: columnFields(columns).join(",") || "ID",
  };
  try {
    return readListRequest(ACCOUNT_LIST, query, hiddenGroups(principal));
  } catch (error) {
    if (!isHttpProblem(error)) throw error;
    const errors: FieldError[] = (error.errors ?? []).map((problem) => ({
      ...problem,
      field: problem.field.replace(/^query\./, `${base}/`),
    }));
    throw unprocessable("Some filters of this export are not valid.", errors);
  }
}

/**
 * The rows of a run and how many there will be. On PostgreSQL the next chunk is read while the
 * current one is written (`export-reader-postgres.ts`). On PGlite, whose statements run on this
 * process's thread, with a `gate` each chunk is read once the API is quiet (`jobs/foreground.ts`,
 * decision 0087); PostgreSQL runs them in its own processes.
 */
export async function runSource(
  db: Kysely<Database>,
  principal: Principal,
  request: ReturnType<typeof sourceQuery>,
  unmarkedOf?: string,
  driver: DriverName = "pglite",
  gate?: ForegroundGate,
): Promise<RunSource> {
  const scope = await rowScope(db, principal);
  const conditions = [
    ...listConditions(ACCOUNT_LIST, request, scope),
    ...(unmarkedOf === undefined ? [] : [notYetExported(unmarkedOf)]),
  ];
  const chunks =
    driver === "postgres"
      ? postgresExportChunks(db, request, conditions)
      : exportChunks(db, request, conditions);
  return {
    expected: countStatement(ACCOUNT_LIST, conditions)
      .execute(db)
      .then((result) => result.rows[0]?.count ?? 0),
    chunks: gate === undefined || !givesWayOn(driver) ? chunks : givingWay(chunks, gate),
    conditions,
  };
}
