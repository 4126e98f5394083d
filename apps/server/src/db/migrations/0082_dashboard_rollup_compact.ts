/**
 * The dashboard rollup rebuilt compact (issue 20, decision 0063). Migration 0072's statement
 * triggers add each write's delta by updating rollup rows in place; inside one long transaction
 * (the seed, a big import) no old row version can be reclaimed, so a database seeded with
 * 1 000 000 submissions held ~1.2 M live rollup rows in a 1.7 GB heap, scattered: every panel's
 * index scan read a page per row (the 90-day answer took 1.7 s on an idle machine). PGlite has
 * no autovacuum either.
 *
 * Here the rollup is rebuilt once from `accounts`, written in its key order so a panel's rows
 * (kind, dim, campaign, team, time) sit on neighbouring pages, with `fillfactor = 80`: later
 * in-place updates of the counts change no indexed column, so they stay on their page (HOT) and
 * their old versions are pruned when the page is next read, vacuum or not. The contents are
 * exactly what 0072's back-fill gives (`rollupContributions`); the seed rebuilds it the same way
 * after its bulk load instead of running the triggers per batch (`rebuildDashboardRollup`).
 */
import { sql, type Kysely, type QueryExecutorProvider } from "kysely";
import { rollupContributions } from "./0072_dashboard_rollup.js";

const COLUMNS = `campaign, team, player, received, transaction_processed, amount, currency,
  frequency, payment_status, transaction_error_reason, cancel_date`;

/**
 * Empties `dashboard_rollup` (a new file: TRUNCATE, so no dead rows stay) and fills it from
 * `accounts` in its primary key's order. Transactional; the caller's transaction holds it.
 */
export async function rebuildDashboardRollup(db: QueryExecutorProvider): Promise<void> {
  await sql`TRUNCATE dashboard_rollup`.execute(db);
  await sql`SET LOCAL work_mem = '64MB'`.execute(db);
  await sql
    .raw(
      `INSERT INTO dashboard_rollup
         (kind, at, campaign, team, dim, value, signups, amount_sum, amount_count, cancelled)
       SELECT * FROM (${rollupContributions(`SELECT 1 AS sign, ${COLUMNS} FROM accounts`)}) c
        ORDER BY kind, dim, campaign, team, at, value`,
    )
    .execute(db);
  await sql`ANALYZE dashboard_rollup`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE dashboard_rollup SET (fillfactor = 80)`.execute(db);
  await rebuildDashboardRollup(db);
}
