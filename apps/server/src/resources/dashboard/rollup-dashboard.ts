/**
 * The `subs` dashboard read from `dashboard_rollup` (migration 0072, decision 0050): every
 * panel sums the rollup's whole UTC hours or days inside the range and adds the raw
 * submissions of the partial hours/days at its edges, so any range is exact. The rollup is
 * keyed by campaign and team, so it answers the all-rows, campaign and team scopes; own-rows
 * scopes (reps, call centre) and zones that are not a whole number of hours off UTC use the
 * plain SQL of `subs-dashboard.ts`. Same grouped rows, same answer (`dashboardAnswer`).
 */
import { sql, type Kysely, type RawBuilder } from "kysely";
import type { InstantRange } from "@canvass/sdk/dashboard";
import type { Database } from "../../db/index.js";
import { inList, type RowScope } from "../accounts/row-scope.js";
import { activityCounts, type ActivityTable } from "./activity-counts.js";
import type { CohortCell } from "./cohort.js";
import type { DashboardFilters } from "./dashboard-filters.js";
import {
  all,
  dashboardAnswer,
  FAILED_STATUSES,
  number,
  scoped,
  subsDashboard,
  type BreakdownSqlRow,
} from "./subs-dashboard.js";

type Db = Kysely<Database>;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

type Dim = "hour" | "currency" | "frequency" | "status" | "reason" | "player" | "cohort";

/** The whole slots of `unit` inside a range and the raw condition for what is left at the edges. */
interface Window {
  readonly rollup: RawBuilder<unknown>;
  readonly raw: (column: string) => RawBuilder<unknown>;
}

const iso = (ms: number) => new Date(ms).toISOString();

function windowOf(range: InstantRange, unitMs: number): Window {
  const after = range.after.getTime();
  const end = range.before.getTime() + 1;
  const from = Math.ceil(after / unitMs) * unitMs;
  const to = Math.floor(end / unitMs) * unitMs;
  if (from >= to) {
    return {
      rollup: sql`FALSE`,
      raw: (c) =>
        sql`${sql.raw(c)} >= ${iso(after)}::timestamptz AND ${sql.raw(c)} < ${iso(end)}::timestamptz`,
    };
  }
  return {
    rollup: sql`r.at >= ${iso(from)}::timestamptz AND r.at < ${iso(to)}::timestamptz`,
    raw: (c) =>
      sql`((${sql.raw(c)} >= ${iso(after)}::timestamptz AND ${sql.raw(c)} < ${iso(from)}::timestamptz)
        OR (${sql.raw(c)} >= ${iso(to)}::timestamptz AND ${sql.raw(c)} < ${iso(end)}::timestamptz))`,
  };
}

/** Whether the rollup can answer: a campaign/team scope, and a zone a whole number of hours off UTC. */
export function rollupAnswers(scope: RowScope, filters: DashboardFilters, now: Date): boolean {
  if (scope.player !== undefined) return false;
  return wholeHourZone(filters.timeZone, filters.previous.after, now);
}

/** The zone's offset is whole hours at every week from `from` to `to` (and at both ends). */
export function wholeHourZone(timeZone: string, from: Date, to: Date): boolean {
  const format = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" });
  const whole = (ms: number) => {
    const name = format.formatToParts(new Date(ms)).find((p) => p.type === "timeZoneName");
    const minutes = /GMT[+-]\d{2}:(\d{2})/.exec(name?.value ?? "")?.[1];
    return minutes === undefined || minutes === "00";
  };
  for (let ms = from.getTime() - 31 * DAY_MS; ms < to.getTime(); ms += 7 * DAY_MS) {
    if (!whole(ms)) return false;
  }
  return whole(to.getTime());
}

export async function dashboardFromRollup(
  db: Db,
  scope: RowScope,
  filters: DashboardFilters,
  now: Date,
) {
  if (!rollupAnswers(scope, filters, now)) return subsDashboard(db, scope, filters, now);
  const kind = filters.dateColumn === "received" ? "received" : "processed";
  const column = `a.${filters.dateColumn}`;
  const zone = filters.timeZone;
  const unfiltered =
    scope.teams === undefined &&
    scope.campaigns === undefined &&
    filters.campaigns === undefined &&
    filters.teams === undefined;
  /** The rollup rows of the caller's scope and filters: the `*` totals when nothing narrows it. */
  const rollupScope = (total: boolean): RawBuilder<unknown> => {
    if (total && unfiltered) return sql`r.campaign = '*' AND r.team = '*'`;
    const conditions: RawBuilder<unknown>[] = [sql`r.campaign <> '*'`];
    if (scope.campaigns !== undefined) conditions.push(inList("r.campaign", scope.campaigns));
    if (scope.teams !== undefined) conditions.push(inList("r.team", scope.teams));
    if (filters.campaigns !== undefined) conditions.push(inList("r.campaign", filters.campaigns));
    if (filters.teams !== undefined) conditions.push(inList("r.team", filters.teams));
    return all(conditions);
  };
  const rawScope = all(scoped(scope, filters, "a"));

  /**
   * One grouped source: rollup rows of `dim` in the window's whole slots plus the raw rows of
   * its edges, each with `keys` (rollup expression, raw expression) and the measures.
   */
  const source = (options: {
    dim: Dim;
    range: InstantRange;
    unitMs: number;
    keys: readonly (readonly [RawBuilder<unknown>, RawBuilder<unknown>])[];
    total?: boolean;
    rollupWhere?: RawBuilder<unknown>;
    rawWhere?: RawBuilder<unknown>;
  }): RawBuilder<unknown> => {
    const window = windowOf(options.range, options.unitMs);
    const names = options.keys.map((_, index) => sql.raw(`k${index}`));
    const rollupKeys = options.keys.map(
      ([expression], index) => sql`${expression} AS ${names[index]}`,
    );
    const rawKeys = options.keys.map(
      ([, expression], index) => sql`${expression} AS ${names[index]}`,
    );
    return sql`
      SELECT ${sql.join(names)}, sum(n) AS n, sum(amount) AS amount, sum(amounts) AS amounts,
             sum(cancelled) AS cancelled
        FROM (
          SELECT ${sql.join(rollupKeys)}, r.signups AS n, r.amount_sum AS amount,
                 r.amount_count AS amounts, r.cancelled
            FROM dashboard_rollup r
           WHERE r.kind = ${kind} AND r.dim = ${options.dim} AND ${rollupScope(options.total ?? true)}
             AND ${window.rollup} AND ${options.rollupWhere ?? sql`TRUE`}
          UNION ALL
          SELECT ${sql.join(rawKeys)}, 1, coalesce(a.amount, 0), (a.amount IS NOT NULL)::int,
                 (a.cancel_date IS NOT NULL)::int
            FROM accounts a
           WHERE ${rawScope} AND ${window.raw(column)} AND ${options.rawWhere ?? sql`TRUE`}
        ) u
       GROUP BY ${sql.join(names)}
      HAVING sum(n) > 0`;
  };

  const currency = (range: InstantRange) =>
    sql<{ k0: string; n: string; amount: string; amounts: string }>`${source({
      dim: "currency",
      range,
      unitMs: DAY_MS,
      keys: [[sql`r.value`, sql`a.currency`]],
    })}`.execute(db);

  const activity = (table: ActivityTable) => activityCounts(db, scope, filters, table);

  const bucket = (expression: RawBuilder<unknown>) =>
    sql`to_char(date_trunc(${filters.interval}, ${expression} AT TIME ZONE ${zone}), 'YYYY-MM-DD')`;
  const series = sql<{ bucket: string; n: string }>`
    SELECT k0 AS bucket, n FROM (${source({
      dim: "hour",
      range: filters.range,
      unitMs: HOUR_MS,
      keys: [[bucket(sql`r.at`), bucket(sql.raw(column))]],
    })}) s ORDER BY 1`.execute(db);

  const byScopeColumn = (key: "campaign" | "team", names: RawBuilder<unknown>) =>
    sql<BreakdownSqlRow>`
      SELECT g.key, ${names} AS name, g.n FROM (
        SELECT k0 AS key, n FROM (${source({
          dim: "currency",
          range: filters.range,
          unitMs: DAY_MS,
          total: false,
          keys: [[sql`nullif(${sql.ref(`r.${key}`)}, '')`, sql.ref(`a.${key}`)]],
        })}) s ORDER BY n DESC, key LIMIT ${filters.top}) g
      ORDER BY g.n DESC, g.key`.execute(db);

  const players = source({
    dim: "player",
    range: filters.range,
    unitMs: DAY_MS,
    keys: [[sql`nullif(r.value, '')`, sql`a.player`]],
  });
  const byPlayer = sql<BreakdownSqlRow>`
    SELECT g.key, (SELECT trim(coalesce(p.firstname, '') || ' ' || coalesce(p.lastname, ''))
                     FROM players p WHERE p.id = g.key) AS name, g.n
      FROM (SELECT k0 AS key, n FROM (${players}) s ORDER BY n DESC, key LIMIT ${filters.top}) g
     ORDER BY g.n DESC, g.key`.execute(db);

  const byValue = (
    dim: Dim,
    raw: RawBuilder<unknown>,
    rawWhere: RawBuilder<unknown> = sql`TRUE`,
    limit = 20,
  ) =>
    sql<BreakdownSqlRow>`
      SELECT k0 AS key, n FROM (${source({
        dim,
        range: filters.range,
        unitMs: DAY_MS,
        keys: [[sql`r.value`, raw]],
        rawWhere,
      })}) s ORDER BY n DESC, key LIMIT ${limit}`.execute(db);

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
      FROM (SELECT k0 AS player, n, cancelled FROM (${players}) s WHERE k0 IS NOT NULL
             ORDER BY n DESC, k0 LIMIT ${filters.top}) g
      JOIN players p ON p.id = g.player LEFT JOIN teams t ON t.id = p.team
     ORDER BY g.n DESC, g.player`.execute(db);

  const month = (expression: RawBuilder<unknown>) =>
    sql`to_char(date_trunc('month', ${expression} AT TIME ZONE ${zone}), 'YYYY-MM')`;
  const cohort = sql<CohortCell>`
    SELECT k0 AS month, k1 AS cancel_month, n FROM (${source({
      dim: "cohort",
      range: filters.range,
      unitMs: DAY_MS,
      keys: [
        [month(sql`r.at`), month(sql.raw(column))],
        [
          sql`CASE WHEN r.value = '' THEN NULL ELSE ${month(sql`r.value::timestamptz`)} END`,
          month(sql`a.cancel_date`),
        ],
      ],
    })}) s`.execute(db);
  const localNow = sql<{ month: string }>`
    SELECT to_char(${now.toISOString()}::timestamptz AT TIME ZONE ${zone}, 'YYYY-MM') AS month`.execute(
    db,
  );

  const [current, previous, cancels, checkins, points, campaigns, teams, playerRows] =
    await Promise.all([
      currency(filters.range),
      currency(filters.previous),
      activity("cancels"),
      activity("checkins"),
      series,
      byScopeColumn("campaign", sql`(SELECT c.title FROM campaigns c WHERE c.id = g.key)`),
      byScopeColumn("team", sql`(SELECT t.title FROM teams t WHERE t.id = g.key)`),
      byPlayer,
    ]);
  const [frequencies, statuses, reasons, leaderRows, cohortCells, nowMonth] = await Promise.all([
    byValue("frequency", sql`coalesce(a.frequency, '')`),
    byValue("status", sql`coalesce(a.payment_status, '')`),
    byValue(
      "reason",
      sql`coalesce(a.transaction_error_reason, '')`,
      sql`a.payment_status = ANY(${FAILED_STATUSES}::text[])`,
    ),
    leaders,
    cohort,
    localNow,
  ]);

  return dashboardAnswer({
    amounts: mergeAmounts(current.rows, previous.rows),
    cancels: cancels.rows[0],
    checkins: checkins.rows[0],
    series: points.rows,
    campaigns: campaigns.rows,
    teams: teams.rows,
    players: playerRows.rows,
    frequencies: frequencies.rows,
    statuses: statuses.rows,
    reasons: reasons.rows,
    leaders: leaderRows.rows,
    cohort: cohortCells.rows,
    nowMonth: nowMonth.rows[0]?.month ?? "9999-12",
  });
}

interface CurrencyRow {
  k0: string;
  n: string;
  amount: string;
  amounts: string;
}

/** The currency rows of the range and of the previous period, side by side, by currency. */
function mergeAmounts(current: readonly CurrencyRow[], previous: readonly CurrencyRow[]) {
  const currencies = [...new Set([...current, ...previous].map((row) => row.k0))].sort();
  const find = (rows: readonly CurrencyRow[], key: string) => rows.find((row) => row.k0 === key);
  return currencies.map((key) => {
    const cur = find(current, key);
    const prev = find(previous, key);
    return {
      currency: key,
      cur: number(cur?.n),
      prev: number(prev?.n),
      cur_sum: cur?.amount ?? null,
      prev_sum: prev?.amount ?? null,
      cur_amounts: number(cur?.amounts),
      prev_amounts: number(prev?.amounts),
    };
  });
}
