/**
 * The built-in `subs` dashboard: every panel's numbers aggregated in SQL over the caller's
 * scope (the submissions list's `rowScope`) and the dashboard's filters. Only grouped rows
 * (a few hundred at most) leave the database; the arithmetic left in Node is on those.
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { Database } from "../../db/index.js";
import { inList, scopeConditions, type RowScope } from "../accounts/row-scope.js";
import { cohortRows, type CohortCell } from "./cohort.js";
import type { DashboardFilters } from "./dashboard-filters.js";

type Db = Kysely<Database>;

export interface BreakdownRow {
  readonly Key: string;
  readonly Name?: string;
  readonly Count: number;
}

export const FAILED_STATUSES = ["declined", "failed"];

/** `cond1 AND cond2 …` (TRUE for none). */
export function all(conditions: readonly RawBuilder<unknown>[]): RawBuilder<unknown> {
  return conditions.length === 0 ? sql`TRUE` : sql.join(conditions, sql` AND `);
}

/** The scope and the id filters on a table alias with `team`, `campaign`, `player` columns. */
export function scoped(
  scope: RowScope,
  filters: DashboardFilters,
  alias: string,
): RawBuilder<unknown>[] {
  const conditions = scopeConditions(scope, alias);
  if (filters.campaigns !== undefined)
    conditions.push(inList(`${alias}.campaign`, filters.campaigns));
  if (filters.teams !== undefined) conditions.push(inList(`${alias}.team`, filters.teams));
  return conditions;
}

function between(column: string, from: Date, to: Date): RawBuilder<unknown> {
  return sql`${sql.raw(column)} >= ${from.toISOString()}::timestamptz AND ${sql.raw(column)} <= ${to.toISOString()}::timestamptz`;
}

export const number = (value: unknown): number => Number(value ?? 0);

/** Every panel by plain SQL over `accounts` (the rollup's oracle, and the answer for own-rows scopes). */
export async function subsDashboard(db: Db, scope: RowScope, filters: DashboardFilters, now: Date) {
  const column = `a.${filters.dateColumn}`;
  const current = all([
    between(column, filters.range.after, filters.range.before),
    ...scoped(scope, filters, "a"),
  ]);
  const both = all([
    between(column, filters.previous.after, filters.range.before),
    ...scoped(scope, filters, "a"),
  ]);
  const after = filters.range.after.toISOString();
  const zone = filters.timeZone;

  const amounts = sql<{
    currency: string;
    cur: string;
    prev: string;
    cur_sum: string | null;
    prev_sum: string | null;
    cur_amounts: string;
    prev_amounts: string;
  }>`
    SELECT a.currency,
           count(*) FILTER (WHERE ${sql.raw(column)} >= ${after}::timestamptz) AS cur,
           count(*) FILTER (WHERE ${sql.raw(column)} < ${after}::timestamptz) AS prev,
           sum(a.amount) FILTER (WHERE ${sql.raw(column)} >= ${after}::timestamptz) AS cur_sum,
           sum(a.amount) FILTER (WHERE ${sql.raw(column)} < ${after}::timestamptz) AS prev_sum,
           count(a.amount) FILTER (WHERE ${sql.raw(column)} >= ${after}::timestamptz) AS cur_amounts,
           count(a.amount) FILTER (WHERE ${sql.raw(column)} < ${after}::timestamptz) AS prev_amounts
      FROM accounts a WHERE ${both} GROUP BY a.currency ORDER BY a.currency`.execute(db);

  const activity = (table: "cancels" | "checkins") =>
    sql<{ cur: string; prev: string }>`
      SELECT count(*) FILTER (WHERE t.created >= ${after}::timestamptz) AS cur,
             count(*) FILTER (WHERE t.created < ${after}::timestamptz) AS prev
        FROM ${sql.table(table)} t
       WHERE ${all([between("t.created", filters.previous.after, filters.range.before), ...scoped(scope, filters, "t")])}`.execute(
      db,
    );

  const series = sql<{ bucket: string; n: string }>`
    SELECT to_char(date_trunc(${filters.interval}, ${sql.raw(column)} AT TIME ZONE ${zone}), 'YYYY-MM-DD') AS bucket,
           count(*) AS n
      FROM accounts a WHERE ${current} GROUP BY 1 ORDER BY 1`.execute(db);

  const byId = (key: "campaign" | "team" | "player", names: RawBuilder<unknown>) =>
    sql<{ key: string | null; name: string | null; n: string }>`
      SELECT g.key, ${names} AS name, g.n FROM (
        SELECT a.${sql.raw(key)} AS key, count(*) AS n FROM accounts a WHERE ${current}
         GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${filters.top}) g
      ORDER BY g.n DESC, g.key`.execute(db);

  const byValue = (
    expression: RawBuilder<unknown>,
    extra: RawBuilder<unknown> = sql`TRUE`,
    limit = 20,
  ) =>
    sql<{ key: string | null; n: string }>`
      SELECT ${expression} AS key, count(*) AS n FROM accounts a WHERE ${current} AND ${extra}
       GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${limit}`.execute(db);

  const leaders = sql<{
    player: string;
    name: string | null;
    team: string | null;
    team_name: string | null;
    n: string;
    cancelled: string;
  }>`
    SELECT g.player, trim(coalesce(p.firstname, '') || ' ' || coalesce(p.lastname, '')) AS name,
           p.team, t.title AS team_name, g.n, g.cancelled
      FROM (SELECT a.player, count(*) AS n, count(a.cancel_date) AS cancelled
              FROM accounts a WHERE ${current} AND a.player IS NOT NULL
             GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT ${filters.top}) g
      JOIN players p ON p.id = g.player LEFT JOIN teams t ON t.id = p.team
     ORDER BY g.n DESC, g.player`.execute(db);

  const cohort = sql<CohortCell>`
    SELECT to_char(date_trunc('month', ${sql.raw(column)} AT TIME ZONE ${zone}), 'YYYY-MM') AS month,
           to_char(date_trunc('month', a.cancel_date AT TIME ZONE ${zone}), 'YYYY-MM') AS cancel_month,
           count(*) AS n
      FROM accounts a WHERE ${current} GROUP BY 1, 2`.execute(db);
  const localNow = sql<{
    month: string;
  }>`SELECT to_char(${now.toISOString()}::timestamptz AT TIME ZONE ${zone}, 'YYYY-MM') AS month`.execute(
    db,
  );

  const [
    amountRows,
    cancels,
    checkins,
    points,
    campaigns,
    teams,
    players,
    frequencies,
    statuses,
    reasons,
    leaderRows,
    cohortCells,
    nowMonth,
  ] = await Promise.all([
    amounts,
    activity("cancels"),
    activity("checkins"),
    series,
    byId("campaign", sql`(SELECT c.title FROM campaigns c WHERE c.id = g.key)`),
    byId("team", sql`(SELECT t.title FROM teams t WHERE t.id = g.key)`),
    byId(
      "player",
      sql`(SELECT trim(coalesce(p.firstname, '') || ' ' || coalesce(p.lastname, '')) FROM players p WHERE p.id = g.key)`,
    ),
    byValue(sql`coalesce(a.frequency, '')`),
    byValue(sql`coalesce(a.payment_status, '')`),
    byValue(
      sql`coalesce(a.transaction_error_reason, '')`,
      sql`a.payment_status = ANY(${FAILED_STATUSES}::text[])`,
    ),
    leaders,
    cohort,
    localNow,
  ]);
  return dashboardAnswer({
    amounts: amountRows.rows,
    cancels: cancels.rows[0],
    checkins: checkins.rows[0],
    series: points.rows,
    campaigns: campaigns.rows,
    teams: teams.rows,
    players: players.rows,
    frequencies: frequencies.rows,
    statuses: statuses.rows,
    reasons: reasons.rows,
    leaders: leaderRows.rows,
    cohort: cohortCells.rows,
    nowMonth: nowMonth.rows[0]?.month ?? "9999-12",
  });
}

type Numeric = string | number | null;

/** The grouped rows every panel is made from (by plain SQL or from the rollup). */
export interface PanelRows {
  readonly amounts: readonly {
    currency: string;
    cur: Numeric;
    prev: Numeric;
    cur_sum: Numeric;
    prev_sum: Numeric;
    cur_amounts: Numeric;
    prev_amounts: Numeric;
  }[];
  readonly cancels: { cur: Numeric; prev: Numeric } | undefined;
  readonly checkins: { cur: Numeric; prev: Numeric } | undefined;
  readonly series: readonly { bucket: string; n: Numeric }[];
  readonly campaigns: readonly BreakdownSqlRow[];
  readonly teams: readonly BreakdownSqlRow[];
  readonly players: readonly BreakdownSqlRow[];
  readonly frequencies: readonly BreakdownSqlRow[];
  readonly statuses: readonly BreakdownSqlRow[];
  readonly reasons: readonly BreakdownSqlRow[];
  readonly leaders: readonly {
    player: string;
    name: string | null;
    team: string | null;
    team_name: string | null;
    n: Numeric;
    cancelled: Numeric;
  }[];
  readonly cohort: readonly CohortCell[];
  readonly nowMonth: string;
}

export interface BreakdownSqlRow {
  readonly key: string | null;
  readonly name?: string | null;
  readonly n: Numeric;
}

/** Every panel of the answer from the grouped rows. */
export function dashboardAnswer(rows: PanelRows) {
  const signUps = { Value: 0, Previous: 0 };
  const Amounts = rows.amounts
    .map((row) => {
      signUps.Value += number(row.cur);
      signUps.Previous += number(row.prev);
      const sum = number(row.cur_sum);
      const prevSum = number(row.prev_sum);
      const count = number(row.cur_amounts);
      const prevCount = number(row.prev_amounts);
      return {
        Currency: row.currency,
        Sum: sum,
        Average: count === 0 ? 0 : round2(sum / count),
        Count: count,
        PreviousSum: prevSum,
        PreviousAverage: prevCount === 0 ? 0 : round2(prevSum / prevCount),
      };
    })
    .filter((row) => row.Count > 0 || row.PreviousSum > 0);
  const cancelCounts = {
    Value: number(rows.cancels?.cur),
    Previous: number(rows.cancels?.prev),
  };
  const rate = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);
  const breakdown = (list: readonly BreakdownSqlRow[]): BreakdownRow[] =>
    list.map((row) => ({
      Key: row.key ?? "",
      ...(row.name === undefined || row.name === null ? {} : { Name: row.name }),
      Count: number(row.n),
    }));

  return {
    Kpis: {
      SignUps: signUps,
      Cancels: cancelCounts,
      CancelRate: {
        Value: rate(cancelCounts.Value, signUps.Value),
        Previous: rate(cancelCounts.Previous, signUps.Previous),
      },
      Checkins: { Value: number(rows.checkins?.cur), Previous: number(rows.checkins?.prev) },
      Amounts,
    },
    SignUpsOverTime: rows.series.map((row) => ({ Bucket: row.bucket, Count: number(row.n) })),
    ByCampaign: breakdown(rows.campaigns),
    ByTeam: breakdown(rows.teams),
    ByPlayer: breakdown(rows.players),
    ByFrequency: breakdown(rows.frequencies),
    ByPaymentStatus: breakdown(rows.statuses),
    FailureReasons: breakdown(rows.reasons),
    Leaderboard: rows.leaders.map((row) => ({
      Player: row.player,
      Name: row.name ?? "",
      ...(row.team === null ? {} : { Team: row.team }),
      ...(row.team_name === null ? {} : { TeamName: row.team_name }),
      SignUps: number(row.n),
      Cancels: number(row.cancelled),
    })),
    Cohort: cohortRows(rows.cohort, rows.nowMonth),
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
