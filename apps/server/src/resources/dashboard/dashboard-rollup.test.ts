/**
 * The dashboard's rollup (migration 0072): after writes of every kind (API reassign and delete,
 * multi-row inserts as imports and incoming do, updates of counted and uncounted columns as
 * batch edits and cancels do, deletes) the stored rollup equals a recomputation from
 * `accounts`, and the rollup's answer equals the plain-SQL answer for every scope, zone, date
 * field, interval, filter and range edge tried.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollupContributions } from "../../db/migrations/0072_dashboard_rollup.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { rowScope, type RowScope } from "../accounts/row-scope.js";
import { demoSessions, type DemoRole } from "../accounts/test-support.js";
import { dashboardFilters, type DashboardQueryInput } from "./dashboard-filters.js";
import { dashboardFromRollup, rollupAnswers } from "./rollup-dashboard.js";
import { subsDashboard } from "./subs-dashboard.js";

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
const NOW = new Date("2026-11-21T12:00:00Z");

beforeAll(async () => {
  api = await startTestApi({ accounts: 1500 });
  as = await demoSessions(api);
}, 180_000);

afterAll(async () => {
  await api.close();
});

const COLUMNS = `a.campaign, a.team, a.player, a.received, a.transaction_processed, a.amount,
  a.currency, a.frequency, a.payment_status, a.transaction_error_reason, a.cancel_date`;

/** Rows of the stored rollup that a recomputation from `accounts` does not give, both ways. */
async function drift(): Promise<number> {
  const recomputed = rollupContributions(`SELECT 1 AS sign, ${COLUMNS} FROM accounts a`);
  const stored = `SELECT kind, at, campaign, team, dim, value, signups, amount_sum, amount_count,
                         cancelled FROM dashboard_rollup
                   WHERE signups <> 0 OR amount_sum <> 0 OR amount_count <> 0 OR cancelled <> 0`;
  const result = await sql<{ n: string }>`
    SELECT (SELECT count(*) FROM ((${sql.raw(stored)}) EXCEPT (${sql.raw(recomputed)})) x)
         + (SELECT count(*) FROM ((${sql.raw(recomputed)}) EXCEPT (${sql.raw(stored)})) y) AS n`.execute(
    api.handle.db,
  );
  return Number(result.rows[0]?.n);
}

async function scopeOf(role: DemoRole): Promise<RowScope> {
  const player = await api.handle.db
    .selectFrom("players")
    .selectAll()
    .where("id", "=", as[role].player)
    .executeTakeFirstOrThrow();
  // dataScope reads only the caller's player row (role, team, client, id).
  return rowScope(api.handle.db, { player } as never);
}

async function bothAnswers(role: DemoRole, query: DashboardQueryInput) {
  const scope = await scopeOf(role);
  const filters = dashboardFilters(query);
  return {
    rollup: await dashboardFromRollup(api.handle.db, scope, filters, NOW),
    plain: await subsDashboard(api.handle.db, scope, filters, NOW),
    used: rollupAnswers(scope, filters, NOW),
  };
}

describe("dashboard rollup", () => {
  it("is back-filled and equals a recomputation from the seeded submissions", async () => {
    const rows = await sql<{ n: string }>`SELECT count(*) AS n FROM dashboard_rollup`.execute(
      api.handle.db,
    );
    expect(Number(rows.rows[0]?.n)).toBeGreaterThan(0);
    expect(await drift()).toBe(0);
  });

  it("stays equal to a recomputation after every kind of write", async () => {
    const db = api.handle.db;
    // Reassign (API): the player and team of a submission change.
    const some = await sql<{ id: string; campaign: string }>`
      SELECT id, campaign FROM accounts WHERE player IS NOT NULL ORDER BY id LIMIT 3`.execute(db);
    const target = some.rows[0];
    if (target === undefined) throw new Error("no submission");
    const rep = await sql<{ id: string }>`
      SELECT p.id FROM players p WHERE p.role = 'rep' AND p.id <> (SELECT player FROM accounts WHERE id = ${target.id})
      ORDER BY p.id LIMIT 1`.execute(db);
    const reassigned = await api.call("reassignAccount", {
      as: as.root,
      path: { id: target.id },
      query: { playerId: rep.rows[0]?.id ?? "" },
    });
    expect(reassigned.status).toBe(200);
    // Delete (API).
    const removed = await api.call("deleteAccount", {
      as: as.root,
      path: { id: some.rows[1]?.id ?? "" },
    });
    expect(removed.status).toBeLessThan(300);
    expect(await drift()).toBe(0);

    // A multi-row insert (imports, incoming and the seed write this way).
    await sql`
      INSERT INTO accounts (id, campaign, team, player, received, transaction_processed, amount,
                            currency, frequency, payment_status, transaction_error_reason, cancel_date)
      SELECT substr(md5('rollup' || a.id), 1, 8), a.campaign, a.team, a.player, a.received - interval '37 minutes',
             a.transaction_processed, a.amount + 1, a.currency, a.frequency, 'failed', 'Rollup test',
             CASE WHEN a.cancel_date IS NULL THEN a.received + interval '40 days' END
        FROM accounts a ORDER BY a.id LIMIT 200`.execute(db);
    expect(await drift()).toBe(0);
    // Updates of counted columns (batch edit, cancels, status changes), and of one that is not.
    await sql`UPDATE accounts SET cancel_date = received + interval '3 days', payment_status = 'declined'
               WHERE id IN (SELECT id FROM accounts ORDER BY id DESC LIMIT 150)`.execute(db);
    await sql`UPDATE accounts SET cancel_date = NULL
               WHERE id IN (SELECT id FROM accounts WHERE cancel_date IS NOT NULL ORDER BY id LIMIT 40)`.execute(
      db,
    );
    await sql`UPDATE accounts SET received = received + interval '5 hours', amount = NULL
               WHERE id IN (SELECT id FROM accounts ORDER BY id LIMIT 60 OFFSET 10)`.execute(db);
    await sql`UPDATE accounts SET campaign = ${target.campaign}, team = NULL
               WHERE id IN (SELECT id FROM accounts ORDER BY id LIMIT 30 OFFSET 500)`.execute(db);
    await sql`UPDATE accounts SET transcribed = NOT transcribed WHERE id IN
               (SELECT id FROM accounts ORDER BY id LIMIT 20)`.execute(db);
    // A multi-row delete.
    await sql`DELETE FROM accounts WHERE id IN (SELECT id FROM accounts WHERE transaction_error_reason = 'Rollup test' ORDER BY id LIMIT 80)`.execute(
      db,
    );
    expect(await drift()).toBe(0);
  });

  const latest = new Date("2026-11-21T12:00:00Z").getTime();
  const ranges: readonly [string, string, string][] = [
    ["90 days to the hour", "2026-08-23T00:00:00.000Z", "2026-11-20T23:59:59.999Z"],
    ["odd edges", "2026-06-03T07:41:13.250Z", "2026-11-19T18:05:59.000Z"],
    ["within one day", "2026-11-10T03:10:00.000Z", "2026-11-10T17:45:00.000Z"],
    ["a year", new Date(latest - 365 * 86_400_000).toISOString(), new Date(latest).toISOString()],
  ];
  const variants: readonly [string, DemoRole, Partial<DashboardQueryInput>][] = [
    ["admin, UTC", "admin", {}],
    ["admin, New York, weeks", "admin", { timezone: "America/New_York", Interval: "week" }],
    [
      "admin, Tokyo, months, processed",
      "admin",
      { timezone: "Asia/Tokyo", Interval: "month", DateField: "Processed" },
    ],
    ["admin, Auckland, Top 3", "admin", { timezone: "Pacific/Auckland", Top: 3 }],
    ["manager (team subtree), Los Angeles", "manager", { timezone: "America/Los_Angeles" }],
    ["client (its campaigns), London", "client", { timezone: "Europe/London", Interval: "month" }],
    ["admin, Kolkata (half-hour zone: plain SQL)", "admin", { timezone: "Asia/Kolkata" }],
    ["rep (own rows: plain SQL)", "rep", {}],
  ];

  it.each(variants)("answers as plain SQL does: %s", async (_name, role, extra) => {
    for (const [, After, Before] of ranges) {
      const { rollup, plain, used } = await bothAnswers(role, { After, Before, ...extra });
      expect(used).toBe(role !== "rep" && extra.timezone !== "Asia/Kolkata");
      expect(rollup).toEqual(plain);
    }
    const { rollup } = await bothAnswers(role, {
      After: ranges[0]?.[1] ?? "",
      Before: ranges[0]?.[2] ?? "",
      ...extra,
    });
    if (role !== "rep") expect(rollup.Kpis.SignUps.Value).toBeGreaterThan(0);
  });

  it("answers as plain SQL does with campaign and team filters", async () => {
    const pair = await sql<{ campaign: string; team: string }>`
      SELECT campaign, team FROM accounts WHERE team IS NOT NULL
       GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`.execute(api.handle.db);
    const { campaign, team } = pair.rows[0] ?? { campaign: "", team: "" };
    for (const filter of [
      { Campaign: campaign },
      { Team: team },
      { Campaign: campaign, Team: team },
    ]) {
      for (const [, After, Before] of ranges) {
        const { rollup, plain, used } = await bothAnswers("admin", { After, Before, ...filter });
        expect(used).toBe(true);
        expect(rollup).toEqual(plain);
      }
    }
  });
});
