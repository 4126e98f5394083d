/**
 * The dashboard rollup after a bulk load (migration 0082, decision 0063): the seed writes its
 * submissions in many statements inside one transaction, and each statement's trigger updated
 * the rollup's rows again, leaving every old version in the table (1.7 GB for 1 000 000
 * submissions, the 90-day answer a page read per row). After the seed the rollup is as small as
 * a fresh copy of its own rows and still equals a recomputation from `accounts`.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../db/connect.js";
import { rollupContributions } from "../../db/migrations/0072_dashboard_rollup.js";
import { seedDemo } from "../../db/seed/index.js";
import { openTestDatabase } from "../../db/testing.js";

const NOW = new Date("2026-11-21T12:00:00.000Z");
let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openTestDatabase({ forcePGlite: true });
  // Many small batches: many trigger runs in the seed's one transaction.
  await seedDemo(handle.db, { accounts: 3_000, batchSize: 100, seed: 42, now: NOW });
}, 180_000);

afterAll(async () => {
  await handle.close();
});

/** The heap pages holding one panel's rows (the all-campaigns hours a time series reads). */
const pagesOfPanel = async (table: string) => {
  const { rows } = await sql<{ pages: string; n: string }>`
    SELECT count(DISTINCT (ctid::text::point)[0]) AS pages, count(*) AS n
      FROM ${sql.table(table)}
     WHERE kind = 'received' AND dim = 'hour' AND campaign = '*' AND team = '*'`.execute(handle.db);
  return { pages: Number(rows[0]?.pages), rows: Number(rows[0]?.n) };
};

describe("dashboard rollup after the seed", () => {
  it("keeps a panel's rows on neighbouring pages, as a copy in key order does", async () => {
    await sql`
      CREATE TEMP TABLE rollup_copy WITH (fillfactor = 80) AS
        SELECT * FROM dashboard_rollup ORDER BY kind, dim, campaign, team, at, value`.execute(
      handle.db,
    );
    const copy = await pagesOfPanel("rollup_copy");
    const stored = await pagesOfPanel("dashboard_rollup");
    expect(copy.rows).toBeGreaterThan(1000);
    expect(stored.rows).toBe(copy.rows);
    expect(stored.pages).toBeLessThanOrEqual(Math.ceil(copy.pages * 1.25));
  });

  it("equals a recomputation from the seeded submissions", async () => {
    // Later seed steps update a few submissions through the triggers: a key they emptied stays
    // as a row of zeros, as after any write (dashboard-rollup.test.ts compares the same way).
    const recomputed = rollupContributions(`SELECT 1 AS sign, campaign, team, player, received,
      transaction_processed, amount, currency, frequency, payment_status, transaction_error_reason,
      cancel_date FROM accounts`);
    const stored = `SELECT kind, at, campaign, team, dim, value, signups, amount_sum, amount_count,
                           cancelled FROM dashboard_rollup
                     WHERE signups <> 0 OR amount_sum <> 0 OR amount_count <> 0 OR cancelled <> 0`;
    const { rows } = await sql<{ n: string }>`
      SELECT (SELECT count(*) FROM ((${sql.raw(stored)}) EXCEPT ALL (${sql.raw(recomputed)})) x)
           + (SELECT count(*) FROM ((${sql.raw(recomputed)}) EXCEPT ALL (${sql.raw(stored)})) y)
             AS n`.execute(handle.db);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
