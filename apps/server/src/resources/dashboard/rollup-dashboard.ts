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
import { activityCountsBoth } from "./activity-counts.js";
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

/** The sums a grouped source can give: sign-ups, amount sum, amounts given, cancelled. */
type Measure = "n" | "amount" | "amounts" | "cancelled";

const ROLLUP_COLUMN: Record<Measure, string> = {
  n: "signups",
  amount: "amount_sum",
  amounts: "amount_count",
  cancelled: "cancelled",
};

/** A raw submission's part of each sum. */
const RAW_MEASURE: Record<Measure, RawBuilder<unknown>> = {
  n: sql`1`,
  amount: sql`coalesce(a.amount, 0)`,
  amounts: sql`(a.amount IS NOT NULL)::int`,
  cancelled: sql`(a.cancel_date IS NOT NULL)::int`,
};

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
   * its edges, each with `keys` (rollup expression, raw expression) and the sums of `measures`
   * (`n` always). `pregroup`: the rollup columns the keys read, summed over the other key columns
   * (teams, campaigns) before the keys are computed, so a costly key (a zone's day, month) is
   * computed once per slot rather than once per team; not needed for the `*` totals, one row
   * per slot already. Groups with no sign-ups are dropped.
   */
  const source = (options: {
    dim: Dim | readonly Dim[];
    range: InstantRange;
    unitMs: number;
    keys: readonly (readonly [RawBuilder<unknown>, RawBuilder<unknown>])[];
    measures?: readonly Measure[];
    rawFrom?: RawBuilder<unknown>;
    total?: boolean;
    pregroup?: readonly ("at" | "value")[];
    /** Group by each key alone (grouping sets), with `sets` = grouping(k0, k1, …). */
    groupingSets?: boolean;
    rollupWhere?: RawBuilder<unknown>;
    rawWhere?: RawBuilder<unknown>;
  }): RawBuilder<unknown> => {
    const window = windowOf(options.range, options.unitMs);
    const total = options.total ?? true;
    const measures: readonly Measure[] = ["n", ...(options.measures ?? [])];
    const names = options.keys.map((_, index) => sql.raw(`k${index}`));
    const rollupKeys = options.keys.map(
      ([expression], index) => sql`${expression} AS ${names[index]}`,
    );
    const rawKeys = options.keys.map(
      ([, expression], index) => sql`${expression} AS ${names[index]}`,
    );
    const dim =
      typeof options.dim === "string"
        ? sql`r.dim = ${options.dim}`
        : sql`r.dim = ANY(${[...options.dim]}::text[])`;
    const where = sql`r.kind = ${kind} AND ${dim} AND ${rollupScope(total)}
             AND ${window.rollup} AND ${options.rollupWhere ?? sql`TRUE`}`;
    const pregroup = options.pregroup !== undefined && !(total && unfiltered);
    const rollupRows = pregroup
      ? sql`(SELECT ${sql.join((options.pregroup ?? []).map((column) => sql.ref(`r.${column}`)))},
                    ${sql.join(measures.map((m) => sql`sum(${sql.ref(`r.${ROLLUP_COLUMN[m]}`)}) AS ${sql.raw(ROLLUP_COLUMN[m])}`))}
               FROM dashboard_rollup r WHERE ${where}
              GROUP BY ${sql.join((options.pregroup ?? []).map((column) => sql.ref(`r.${column}`)))}) r`
      : sql`dashboard_rollup r`;
    return sql`
      SELECT ${sql.join(names)}, ${sql.join(measures.map((m) => sql`sum(${sql.raw(m)}) AS ${sql.raw(m)}`))}
             ${options.groupingSets === true ? sql`, grouping(${sql.join(names)}) AS sets` : sql``}
        FROM (
          SELECT ${sql.join(rollupKeys)},
                 ${sql.join(measures.map((m) => sql`${sql.ref(`r.${ROLLUP_COLUMN[m]}`)} AS ${sql.raw(m)}`))}
            FROM ${rollupRows}
           WHERE ${pregroup ? sql`TRUE` : where}
          UNION ALL
          SELECT ${sql.join(rawKeys)}, ${sql.join(measures.map((m) => RAW_MEASURE[m]))}
            FROM ${options.rawFrom ?? sql`accounts a`}
           WHERE ${rawScope} AND ${window.raw(column)} AND ${options.rawWhere ?? sql`TRUE`}
        ) u
       GROUP BY ${options.groupingSets === true ? sql`GROUPING SETS (${sql.join(names.map((name) => sql`(${name})`))})` : sql.join(names)}
      HAVING sum(n) > 0`;
  };

  const currency = (range: InstantRange) =>
    source({
      dim: "currency",
      range,
      unitMs: DAY_MS,
      keys: [[sql`r.value`, sql`a.currency`]],
      measures: ["amount", "amounts"],
    });
  /** The amounts of the range and of the previous period: one statement. */
  const amounts = sql<CurrencyRow & { part: "cur" | "prev" }>`
    SELECT 'cur' AS part, k0, n, amount, amounts FROM (${currency(filters.range)}) c
    UNION ALL
    SELECT 'prev', k0, n, amount, amounts FROM (${currency(filters.previous)}) p`.execute(db);

  const activity = activityCountsBoth(db, scope, filters);

  const bucket = (expression: RawBuilder<unknown>) =>
    sql`to_char(date_trunc(${filters.interval}, ${expression} AT TIME ZONE ${zone}), 'YYYY-MM-DD')`;
  const series = sql<{ bucket: string; n: string }>`
    SELECT k0 AS bucket, n FROM (${source({
      dim: "hour",
      range: filters.range,
      unitMs: HOUR_MS,
      keys: [[bucket(sql`r.at`), bucket(sql.raw(column))]],
      pregroup: ["at"],
    })}) s ORDER BY 1`.execute(db);

  /**
   * By campaign and by team: one pass over the campaign × team rows, grouped both ways at once
   * (grouping sets; `sets` is 1 for a campaign's group, 2 for a team's), the first `Top` of each.
   */
  const scopeColumns = sql<BreakdownSqlRow & { sets: number }>`
    SELECT g.sets, g.key,
           CASE g.sets WHEN 1 THEN (SELECT c.title FROM campaigns c WHERE c.id = g.key)
                       ELSE (SELECT t.title FROM teams t WHERE t.id = g.key) END AS name, g.n
      FROM (SELECT sets, key, n, row_number() OVER (PARTITION BY sets ORDER BY n DESC, key) AS i
              FROM (SELECT sets, CASE sets WHEN 1 THEN k0 ELSE k1 END AS key, n FROM (${source({
                dim: "currency",
                range: filters.range,
                unitMs: DAY_MS,
                total: false,
                groupingSets: true,
                keys: [
                  [sql`nullif(r.campaign, '')`, sql`a.campaign`],
                  [sql`nullif(r.team, '')`, sql`a.team`],
                ],
              })}) s0) s) g
     WHERE g.i <= ${filters.top}
     ORDER BY g.sets, g.i`.execute(db);

  /**
   * By player and the leaderboard: one pass over the player rows, numbered by sign-ups (`i`)
   * and among known players (`j`, the leaderboard leaves out rows without a player); `known`:
   * the player exists (the leaderboard lists only those, as a join would).
   */
  const players = sql<{
    key: string | null;
    i: number;
    j: number;
    known: boolean;
    name: string | null;
    team: string | null;
    team_name: string | null;
    n: string;
    cancelled: string;
  }>`
    SELECT g.key, g.i, g.j, p.id IS NOT NULL AS known,
           CASE WHEN p.id IS NULL THEN NULL
                ELSE trim(coalesce(p.firstname, '') || ' ' || coalesce(p.lastname, '')) END AS name,
           p.team, t.title AS team_name, g.n, g.cancelled
      FROM (SELECT k0 AS key, n, cancelled, row_number() OVER w AS i, count(k0) OVER w AS j
              FROM (${source({
                dim: "player",
                range: filters.range,
                unitMs: DAY_MS,
                keys: [[sql`nullif(r.value, '')`, sql`a.player`]],
                measures: ["cancelled"],
              })}) s
            WINDOW w AS (ORDER BY n DESC, k0)) g
      LEFT JOIN players p ON p.id = g.key LEFT JOIN teams t ON t.id = p.team
     WHERE g.i <= ${filters.top} OR (g.key IS NOT NULL AND g.j <= ${filters.top})
     ORDER BY g.i`.execute(db);

  /**
   * The frequency, payment status and failure reason breakdowns: one flat statement over the
   * three dimensions' rollup rows (a raw edge row counts once in each, in `reason` only when
   * its payment failed), the first 20 of each by sign-ups.
   */
  const values = sql<BreakdownSqlRow & { part: "frequency" | "status" | "reason" }>`
    SELECT k0 AS part, k1 AS key, n FROM (
      SELECT s.*, row_number() OVER (PARTITION BY k0 ORDER BY n DESC, k1) AS i
        FROM (${source({
          dim: ["frequency", "status", "reason"],
          range: filters.range,
          unitMs: DAY_MS,
          keys: [
            [sql`r.dim`, sql`v.part`],
            [sql`r.value`, sql`v.key`],
          ],
          rawFrom: sql`accounts a CROSS JOIN LATERAL (VALUES
            ('frequency', coalesce(a.frequency, '')),
            ('status', coalesce(a.payment_status, '')),
            ('reason', CASE WHEN a.payment_status = ANY(${FAILED_STATUSES}::text[])
                            THEN coalesce(a.transaction_error_reason, '') END)) v (part, key)`,
          rawWhere: sql`v.key IS NOT NULL`,
        })}) s) t
     WHERE i <= 20
     ORDER BY k0, i`.execute(db);

  const month = (expression: RawBuilder<unknown>) =>
    sql`to_char(date_trunc('month', ${expression} AT TIME ZONE ${zone}), 'YYYY-MM')`;
  /** The cohort's cells, each with the caller's month now (the cohort ignores it when empty). */
  const cohort = sql<CohortCell & { now_month: string }>`
    SELECT k0 AS month, k1 AS cancel_month, n,
           to_char(${now.toISOString()}::timestamptz AT TIME ZONE ${zone}, 'YYYY-MM') AS now_month
      FROM (${source({
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
        pregroup: ["at", "value"],
      })}) s`.execute(db);

  const [amountRows, activityRows, points, scopeRows, playerRows, valueRows, cohortCells] =
    await Promise.all([amounts, activity, series, scopeColumns, players, values, cohort]);
  const part = <Row extends { part: string }>(rows: readonly Row[], name: Row["part"]) =>
    rows.filter((row) => row.part === name);
  const scopeBreakdown = (sets: number) =>
    scopeRows.rows
      .filter((row) => row.sets === sets)
      .map((row): BreakdownSqlRow => ({ key: row.key, name: row.name ?? null, n: row.n }));
  const valueBreakdown = (name: string) =>
    valueRows.rows
      .filter((row) => row.part === name)
      .map((row): BreakdownSqlRow => ({ key: row.key, n: row.n }));
  const counts = activityRows.rows[0];
  const top = filters.top;

  return dashboardAnswer({
    amounts: mergeAmounts(part(amountRows.rows, "cur"), part(amountRows.rows, "prev")),
    cancels:
      counts === undefined ? undefined : { cur: counts.cancels_cur, prev: counts.cancels_prev },
    checkins:
      counts === undefined ? undefined : { cur: counts.checkins_cur, prev: counts.checkins_prev },
    series: points.rows,
    campaigns: scopeBreakdown(1),
    teams: scopeBreakdown(2),
    players: playerRows.rows
      .filter((row) => row.i <= top)
      .map((row) => ({ key: row.key, name: row.name, n: row.n })),
    frequencies: valueBreakdown("frequency"),
    statuses: valueBreakdown("status"),
    reasons: valueBreakdown("reason"),
    leaders: playerRows.rows
      .filter((row) => row.key !== null && row.j <= top && row.known)
      .map((row) => ({ ...row, player: row.key ?? "" })),
    cohort: cohortCells.rows,
    nowMonth: cohortCells.rows[0]?.now_month ?? "9999-12",
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
