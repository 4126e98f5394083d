/**
 * The subs dashboard's rollup (issue 20, decision 0050): `dashboard_rollup` holds submission
 * counts (and amount sums, cancelled counts) grouped by the date kind (`received`, `processed`),
 * a time slot, the campaign and team (the scope columns; `*` in both for the all-rows total)
 * and one dimension's value. Time slots are UTC hours for `hour` (the time series, bucketed in
 * any whole-hour zone) and UTC days for the range-only breakdowns (`currency`, `frequency`,
 * `status`, `reason`, `player`); `cohort` rows use UTC days, but hours on the first and last
 * day of a UTC month (so a sign-up's month in any zone within ±24 h is exact), and their value
 * is the cancel time (its hour on a month's first/last day, else the 15th noon of its month).
 *
 * Kept current by statement triggers on `accounts` (insert, update of a counted column, delete,
 * truncate) with transition tables, so every write path — the API, imports, batch edits,
 * incoming, the seed — updates it in the same transaction. Back-filled here once.
 */
import type { Kysely } from "kysely";
import { runStatements } from "./ddl.js";

/** The statuses whose failure reason is counted (the dashboard's failure-reasons panel). */
const FAILED = `('declined', 'failed')`;

/** The columns of `accounts` the rollup reads; an update that changes none of them is skipped. */
const COUNTED = [
  "campaign",
  "team",
  "player",
  "received",
  "transaction_processed",
  "amount",
  "currency",
  "frequency",
  "payment_status",
  "transaction_error_reason",
  "cancel_date",
] as const;

const UTC_HOUR = (t: string) => `date_trunc('hour', ${t}, 'UTC')`;
const UTC_DAY = (t: string) => `date_trunc('day', ${t}, 'UTC')`;
/** On the first or last UTC day of its month (where a zone's month can differ from UTC's). */
const MONTH_EDGE = (t: string) =>
  `(${UTC_DAY(t)} = date_trunc('month', ${t}, 'UTC')
    OR ${UTC_DAY(t)} + interval '1 day' = date_trunc('month', ${t}, 'UTC') + interval '1 month')`;
const ISO_HOUR = (t: string) => `to_char((${t}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24":00:00Z"')`;

/**
 * The rollup rows of a set of signed submission rows: `delta` is a query of `accounts`
 * columns plus `sign` (+1 counted in, −1 counted out). Grouped: one row per rollup key.
 */
export function rollupContributions(delta: string): string {
  const dimensions = [
    `SELECT kind, ${UTC_HOUR("t")} AS at, 'hour' AS dim, '' AS value, sign AS n,
            0::numeric AS amount, 0 AS amounts, 0 AS cancelled, campaign, team FROM k`,
    `SELECT kind, ${UTC_DAY("t")}, 'currency', currency, sign,
            sign * coalesce(amount, 0), CASE WHEN amount IS NULL THEN 0 ELSE sign END, 0,
            campaign, team FROM k`,
    `SELECT kind, ${UTC_DAY("t")}, 'frequency', coalesce(frequency, ''), sign, 0, 0, 0,
            campaign, team FROM k`,
    `SELECT kind, ${UTC_DAY("t")}, 'status', coalesce(payment_status, ''), sign, 0, 0, 0,
            campaign, team FROM k`,
    `SELECT kind, ${UTC_DAY("t")}, 'reason', coalesce(transaction_error_reason, ''), sign, 0, 0, 0,
            campaign, team FROM k WHERE payment_status IN ${FAILED}`,
    `SELECT kind, ${UTC_DAY("t")}, 'player', coalesce(player, ''), sign, 0, 0,
            CASE WHEN cancel_date IS NULL THEN 0 ELSE sign END, campaign, team FROM k`,
    `SELECT kind,
            CASE WHEN ${MONTH_EDGE("t")} THEN ${UTC_HOUR("t")} ELSE ${UTC_DAY("t")} END,
            'cohort',
            CASE WHEN cancel_date IS NULL THEN ''
                 WHEN ${MONTH_EDGE("cancel_date")} THEN ${ISO_HOUR(UTC_HOUR("cancel_date"))}
                 ELSE ${ISO_HOUR(`date_trunc('month', cancel_date, 'UTC') + interval '14 days 12 hours'`)}
            END,
            sign, 0, 0, 0, campaign, team FROM k`,
  ];
  return `
    WITH d AS (${delta}),
    k AS (
      SELECT d.*, 'received' AS kind, d.received AS t FROM d
      UNION ALL
      SELECT d.*, 'processed', d.transaction_processed FROM d WHERE d.transaction_processed IS NOT NULL
    ),
    f AS (${dimensions.join("\n      UNION ALL ")})
    SELECT f.kind, f.at, g.campaign, g.team, f.dim, f.value,
           sum(f.n) AS signups, sum(f.amount) AS amount_sum, sum(f.amounts) AS amount_count,
           sum(f.cancelled) AS cancelled
      FROM f CROSS JOIN LATERAL
           (VALUES (coalesce(f.campaign, ''), coalesce(f.team, '')), ('*', '*')) g (campaign, team)
     GROUP BY 1, 2, 3, 4, 5, 6`;
}

const pick = (alias: string, sign: number) =>
  `SELECT ${sign} AS sign, ${COUNTED.map((c) => `${alias}.${c}`).join(", ")}`;
const changed = `(${COUNTED.map((c) => `n.${c}`).join(", ")}) IS DISTINCT FROM (${COUNTED.map((c) => `o.${c}`).join(", ")})`;

/** The rollup's upsert of a delta (adds the counts to existing keys). */
function applyDelta(delta: string): string {
  return `INSERT INTO dashboard_rollup AS r
            (kind, at, campaign, team, dim, value, signups, amount_sum, amount_count, cancelled)
          ${rollupContributions(delta)}
          ON CONFLICT (kind, dim, campaign, team, at, value) DO UPDATE SET
            signups = r.signups + excluded.signups,
            amount_sum = r.amount_sum + excluded.amount_sum,
            amount_count = r.amount_count + excluded.amount_count,
            cancelled = r.cancelled + excluded.cancelled`;
}

const trigger = (name: string, body: string) =>
  `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     ${body};
     RETURN NULL;
   END $$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE dashboard_rollup (
       kind text NOT NULL CHECK (kind IN ('received', 'processed')),
       at timestamptz NOT NULL,
       campaign text COLLATE "C" NOT NULL,
       team text COLLATE "C" NOT NULL,
       dim text NOT NULL,
       value text COLLATE "C" NOT NULL,
       signups bigint NOT NULL,
       amount_sum numeric NOT NULL,
       amount_count bigint NOT NULL,
       cancelled bigint NOT NULL,
       PRIMARY KEY (kind, dim, campaign, team, at, value)
     )`,
    `CREATE INDEX dashboard_rollup_team ON dashboard_rollup (kind, dim, team, at)`,
    `INSERT INTO dashboard_rollup
       (kind, at, campaign, team, dim, value, signups, amount_sum, amount_count, cancelled)
     ${rollupContributions(`${pick("a", 1)} FROM accounts a`)}`,
    `ANALYZE dashboard_rollup`,
    trigger("dashboard_rollup_inserted", applyDelta(`${pick("n", 1)} FROM dashboard_new n`)),
    trigger("dashboard_rollup_deleted", applyDelta(`${pick("o", -1)} FROM dashboard_old o`)),
    trigger(
      "dashboard_rollup_updated",
      applyDelta(`${pick("n", 1)} FROM dashboard_new n JOIN dashboard_old o ON o.id = n.id WHERE ${changed}
                  UNION ALL
                  ${pick("o", -1)} FROM dashboard_new n JOIN dashboard_old o ON o.id = n.id WHERE ${changed}`),
    ),
    trigger("dashboard_rollup_truncated", "TRUNCATE dashboard_rollup"),
    `CREATE TRIGGER accounts_dashboard_inserted AFTER INSERT ON accounts
       REFERENCING NEW TABLE AS dashboard_new
       FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollup_inserted()`,
    `CREATE TRIGGER accounts_dashboard_deleted AFTER DELETE ON accounts
       REFERENCING OLD TABLE AS dashboard_old
       FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollup_deleted()`,
    `CREATE TRIGGER accounts_dashboard_updated AFTER UPDATE ON accounts
       REFERENCING OLD TABLE AS dashboard_old NEW TABLE AS dashboard_new
       FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollup_updated()`,
    `CREATE TRIGGER accounts_dashboard_truncated AFTER TRUNCATE ON accounts
       FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollup_truncated()`,
  ]);
}
