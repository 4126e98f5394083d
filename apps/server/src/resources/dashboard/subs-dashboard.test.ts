/**
 * `GET /dashboard/subs/` over HTTP on 127.0.0.1 against the seeded demo data: each panel's
 * numbers equal plain SQL over the same rows, each role's sign-ups equal the submissions
 * list's count for the same filters (same scope), and bad filters are 422s naming the field.
 */
import type { Schema } from "@canvass/sdk/contract";
import { previousPeriod } from "@canvass/sdk/dashboard";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "../../http/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { demoSessions, type DemoRole } from "../accounts/test-support.js";
import { setFeature } from "../campaigns/test-support.js";

type Dashboard = Schema<"Dashboard">;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let After: string;
let Before: string;

beforeAll(async () => {
  api = await startTestApi({ accounts: 1500 });
  as = await demoSessions(api);
  const latest = await sql<{ at: Date }>`SELECT max(received) AS at FROM accounts`.execute(
    api.handle.db,
  );
  const end = new Date(latest.rows[0]?.at ?? Date.now());
  Before = end.toISOString();
  After = new Date(end.getTime() - 180 * 86_400_000).toISOString();
}, 180_000);

afterAll(async () => {
  await api.close();
});

async function dashboard(session: ApiSession, query: Record<string, string | number> = {}) {
  const answer = await api.call<Dashboard>("getDashboard", {
    as: session,
    path: { type: "subs" },
    query: { After, Before, ...query },
  });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function count(query: string, ...values: unknown[]): Promise<number> {
  const parts = query.split("?");
  const built = sql.join(
    parts.map((part, index) =>
      index === 0 ? sql.raw(part) : sql`${values[index - 1]}${sql.raw(part)}`,
    ),
    sql``,
  );
  const result = await sql<{ n: string }>`${built}`.execute(api.handle.db);
  return Number(result.rows[0]?.n ?? 0);
}

describe("getDashboard (subs) against plain SQL", () => {
  it("counts the sign-ups, amounts, cancels and check-ins of the range and the previous period", async () => {
    const answer = await dashboard(as.admin);
    const previous = previousPeriod({ after: new Date(After), before: new Date(Before) });
    expect(answer.PreviousAfter).toBe(previous.after.toISOString());
    expect(answer.PreviousBefore).toBe(previous.before.toISOString());
    const inRange = "received >= ?::timestamptz AND received <= ?::timestamptz";
    const signUps = await count(
      `SELECT count(*) AS n FROM accounts WHERE ${inRange}`,
      After,
      Before,
    );
    expect(signUps).toBeGreaterThan(0);
    expect(answer.Kpis.SignUps.Value).toBe(signUps);
    expect(answer.Kpis.SignUps.Previous).toBe(
      await count(
        `SELECT count(*) AS n FROM accounts WHERE ${inRange}`,
        answer.PreviousAfter,
        answer.PreviousBefore,
      ),
    );
    const created = "created >= ?::timestamptz AND created <= ?::timestamptz";
    expect(answer.Kpis.Cancels.Value).toBe(
      await count(`SELECT count(*) AS n FROM cancels WHERE ${created}`, After, Before),
    );
    expect(answer.Kpis.Checkins.Value).toBe(
      await count(`SELECT count(*) AS n FROM checkins WHERE ${created}`, After, Before),
    );
    expect(answer.Kpis.CancelRate.Value).toBeCloseTo(answer.Kpis.Cancels.Value / signUps, 10);
    const sums = await sql<{ currency: string; total: string; n: string }>`
      SELECT currency, coalesce(sum(amount), 0) AS total, count(amount) AS n FROM accounts
       WHERE received >= ${After}::timestamptz AND received <= ${Before}::timestamptz
       GROUP BY currency ORDER BY currency`.execute(api.handle.db);
    expect(answer.Kpis.Amounts.map((row) => [row.Currency, row.Sum, row.Count])).toEqual(
      sums.rows
        .filter((row) => Number(row.n) > 0)
        .map((row) => [row.currency, Number(row.total), Number(row.n)]),
    );
    for (const row of answer.Kpis.Amounts) {
      expect(row.Average).toBeCloseTo(row.Sum / row.Count, 2);
    }
  });

  it("splits the sign-ups by month, campaign, payment status and frequency as SQL does", async () => {
    const answer = await dashboard(as.admin, { Interval: "month", Top: 50, timezone: "UTC" });
    const months = await sql<{ bucket: string; n: string }>`
      SELECT to_char(date_trunc('month', received AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS bucket,
             count(*) AS n FROM accounts
       WHERE received >= ${After}::timestamptz AND received <= ${Before}::timestamptz
       GROUP BY 1 ORDER BY 1`.execute(api.handle.db);
    expect(answer.SignUpsOverTime).toEqual(
      months.rows.map((row) => ({ Bucket: row.bucket, Count: Number(row.n) })),
    );
    const grouped = async (column: string) => {
      const rows = await sql<{ key: string; n: string }>`
        SELECT coalesce(${sql.raw(column)}, '') AS key, count(*) AS n FROM accounts
         WHERE received >= ${After}::timestamptz AND received <= ${Before}::timestamptz
         GROUP BY 1`.execute(api.handle.db);
      return Object.fromEntries(rows.rows.map((row) => [row.key, Number(row.n)]));
    };
    const asMap = (rows: readonly { Key: string; Count: number }[]) =>
      Object.fromEntries(rows.map((row) => [row.Key, row.Count]));
    expect(asMap(answer.ByCampaign)).toEqual(await grouped("campaign"));
    expect(asMap(answer.ByPaymentStatus)).toEqual(await grouped("payment_status"));
    expect(asMap(answer.ByFrequency)).toEqual(await grouped("frequency"));
    const counts = answer.ByTeam.map((row) => row.Count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it("keeps only the top N and ranks the leaderboard by sign-ups", async () => {
    const answer = await dashboard(as.admin, { Top: 3 });
    expect(answer.ByPlayer.length).toBeLessThanOrEqual(3);
    expect(answer.Leaderboard.length).toBeLessThanOrEqual(3);
    const best = await sql<{ player: string; n: string; cancelled: string }>`
      SELECT player, count(*) AS n, count(cancel_date) AS cancelled FROM accounts
       WHERE received >= ${After}::timestamptz AND received <= ${Before}::timestamptz
         AND player IS NOT NULL
       GROUP BY player ORDER BY 2 DESC, 1 LIMIT 3`.execute(api.handle.db);
    expect(answer.Leaderboard.map((row) => [row.Player, row.SignUps, row.Cancels])).toEqual(
      best.rows.map((row) => [row.player, Number(row.n), Number(row.cancelled)]),
    );
  });

  it("gives each sign-up month's share still active, months since sign-up", async () => {
    const answer = await dashboard(as.admin, { timezone: "UTC" });
    expect(answer.Cohort.length).toBeGreaterThan(0);
    expect(answer.Cohort.some((row) => row.Active.length > 0)).toBe(true);
    for (const row of answer.Cohort) {
      const start = `${row.Month}-01T00:00:00Z`;
      const inMonth = `received >= ?::timestamptz AND received <= ?::timestamptz
        AND date_trunc('month', received AT TIME ZONE 'UTC') = ?::timestamp`;
      expect(row.SignUps).toBe(
        await count(`SELECT count(*) AS n FROM accounts WHERE ${inMonth}`, After, Before, start),
      );
      for (const [since, share] of row.Active.entries()) {
        const active = await count(
          `SELECT count(*) AS n FROM accounts WHERE ${inMonth} AND (cancel_date IS NULL OR
             date_trunc('month', cancel_date AT TIME ZONE 'UTC') > ?::timestamp + make_interval(months => ?))`,
          After,
          Before,
          start,
          start,
          since,
        );
        expect(share).toBeCloseTo(active / row.SignUps, 10);
      }
    }
  });
});

describe("the demo data on the dashboard", () => {
  it("fills every panel month after month: sign-ups, cancels, failures, teams, check-ins, cohort", async () => {
    // The last twelve whole UTC months before the newest sign-up: what `npm start` shows over a year.
    const end = new Date(Before);
    const first = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 12, 1));
    const last = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), 1) - 1);
    const answer = await dashboard(as.admin, {
      After: first.toISOString(),
      Before: last.toISOString(),
      Interval: "month",
      timezone: "UTC",
      Top: 50,
    });
    expect(answer.SignUpsOverTime).toHaveLength(12);
    for (const point of answer.SignUpsOverTime)
      expect(point.Count, point.Bucket).toBeGreaterThan(0);
    expect(answer.Kpis.Cancels.Value).toBeGreaterThan(0);
    expect(answer.Kpis.Checkins.Value).toBeGreaterThan(0);
    expect(answer.FailureReasons.length).toBeGreaterThan(0);
    expect(answer.ByTeam.filter((row) => row.Key !== "").length).toBeGreaterThan(1);
    expect(answer.ByCampaign.length).toBeGreaterThan(1);
    expect(answer.Leaderboard.length).toBeGreaterThan(1);
    expect(answer.Cohort).toHaveLength(12);
    // Donors drop out: some sign-up month keeps less than all of its donors.
    expect(answer.Cohort.some((row) => row.Active.some((share) => share < 1))).toBe(true);
  });
});

describe("getDashboard scope and permissions", () => {
  it("gives each role the sign-ups the submissions list counts for the same filters", async () => {
    for (const role of ["admin", "manager", "client", "rep"] as const) {
      const answer = await dashboard(as[role]);
      const list = await api.call<Schema<"AccountList">>("queryAccounts", {
        as: as[role],
        query: { After, Before, DateField: "Received", PageSize: 10 },
      });
      expect(list.status).toBe(200);
      expect(answer.Kpis.SignUps.Value, role).toBe(list.body.Count);
    }
  });

  it("shows a client only its campaigns", async () => {
    const client = await dashboard(as.client);
    const own = await sql<{ campaign: string }>`
      SELECT cc.campaign FROM client_campaigns cc JOIN players p ON p.client = cc.client
       WHERE p.id = ${as.client.player}`.execute(api.handle.db);
    const allowed = new Set(own.rows.map((row) => row.campaign));
    expect(client.ByCampaign.length).toBeGreaterThan(0);
    for (const row of client.ByCampaign) expect(allowed.has(row.Key)).toBe(true);
    const admin = await dashboard(as.admin);
    expect(client.Kpis.SignUps.Value).toBeLessThan(admin.Kpis.SignUps.Value);
  });

  it("filters by campaign as the list does", async () => {
    const admin = await dashboard(as.admin, { Top: 50 });
    const campaign = admin.ByCampaign[0]?.Key ?? "";
    const one = await dashboard(as.admin, { Campaign: campaign });
    expect(one.Kpis.SignUps.Value).toBe(admin.ByCampaign[0]?.Count);
    expect(one.ByCampaign.map((row) => row.Key)).toEqual([campaign]);
  });

  it("refuses anonymous callers and unknown dashboard types", async () => {
    const anonymous = await api.call("getDashboard", {
      path: { type: "subs" },
      query: { After, Before },
    });
    expect(anonymous.status).toBe(401);
    const unknown = await api.call("getDashboard", {
      as: as.admin,
      path: { type: "nosuch" },
      query: { After, Before },
    });
    expect(unknown.status).toBe(404);
  });

  it("answers the type of a dashboard page to the roles that see the page, 404 once it is gone", async () => {
    const ofType = (session: ApiSession, type: string) =>
      api.call<Dashboard>("getDashboard", {
        as: session,
        path: { type },
        query: { After, Before },
      });
    expect((await ofType(as.manager, "field-week")).status).toBe(404);
    // The demo hides the dashboard pages screen; managing a page needs it shown.
    await setFeature(api, "hide_dash_pages", false);
    try {
      const created = await api.call<{ id: string }>("createDashPage", {
        as: as.admin,
        body: {
          title: "Field week",
          type: "field-week",
          panels: ["Kpis", "ByTeam"],
          roles: ["manager"],
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const page = await ofType(as.manager, "field-week");
      expect(page.status).toBe(200);
      expect(page.body.Type).toBe("field-week");
      // The same panels as the built-in type, in the same scope.
      const subs = await dashboard(as.manager);
      expect(page.body.Kpis).toEqual(subs.Kpis);
      expect(page.body.ByTeam).toEqual(subs.ByTeam);
      // Who manages pages sees every type; a role the page does not list sees none.
      expect((await ofType(as.admin, "field-week")).status).toBe(200);
      expect((await ofType(as.client, "field-week")).status).toBe(404);
      expect((await ofType(as.rep, "field-week")).status).toBe(404);
      const removed = await api.call("deleteDashPage", {
        as: as.admin,
        path: { id: created.body.id },
      });
      expect(removed.status).toBe(204);
      expect((await ofType(as.manager, "field-week")).status).toBe(404);
    } finally {
      await setFeature(api, "hide_dash_pages", true);
    }
  });

  it("answers 422 naming the field for a reversed or too long range and an unknown zone", async () => {
    const problem = async (query: Record<string, string>) => {
      const answer = await api.call<ProblemBody>("getDashboard", {
        as: as.admin,
        path: { type: "subs" },
        query,
      });
      expect(answer.status).toBe(422);
      return answer.body.errors?.map((error) => error.field);
    };
    expect(await problem({ After: Before, Before: After })).toEqual(["query.Before"]);
    expect(
      await problem({ After: "2020-01-01T00:00:00Z", Before: "2026-01-01T00:00:00Z" }),
    ).toEqual(["query.Before"]);
    expect(await problem({ After, Before, timezone: "Mars/Olympus" })).toEqual(["query.timezone"]);
    const missing = await api.call<ProblemBody>("getDashboard", {
      as: as.admin,
      path: { type: "subs" },
      query: { Before },
      unchecked: true,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors?.map((error) => error.field)).toContain("query.After");
  });
});
