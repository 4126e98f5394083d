/**
 * A report's submission filter is the whole `/subs` filter model, and a definition can run
 * without being saved (decision 0058), over HTTP on 127.0.0.1 with real PGlite: every count is
 * compared with what `/subs` (`queryAccounts`) answers for the same filters, a relative range
 * is cut at the server's clock in the filter's zone, an anonymous run answers what the saved
 * report answers and stores nothing, and bad filters are 422s naming the field.
 */
import { dateRange, type PresetRangeKind } from "@canvass/sdk/dates";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "../../http/index.js";
import {
  startTestApi,
  TEST_NOW,
  type ApiSession,
  type TestApi,
} from "../../testing/api-harness.js";
import { sessionsByRole, type DemoRole } from "../../testing/lookups.js";

interface ResultBody {
  columns: { key: string }[];
  rows: (string | number | boolean | null)[][];
  totals?: (string | number | boolean | null)[];
}
type Answer = ResultBody & ProblemBody;

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({});
  as = await sessionsByRole(api);
}, 180_000);

afterAll(async () => {
  await api.close();
});

const COUNT = [{ field: "*", fn: "count" }];

async function runAnonymous(query: unknown, session = as.admin, filters?: unknown) {
  return api.call<Answer>("runAnonymousCustomReport", {
    as: session,
    body: { Query: query, ...(filters === undefined ? {} : { Filters: filters }) },
  });
}

/** What `/subs` counts for these `queryAccounts` filters. */
async function listed(query: Record<string, string>, session = as.admin): Promise<number> {
  const answer = await api.call<{ Count: number; CountApproximate?: boolean }>("queryAccounts", {
    as: session,
    query: { ...query, PageSize: 1 },
  });
  expect(answer.status).toBe(200);
  expect(answer.body.CountApproximate ?? false).toBe(false);
  return answer.body.Count;
}

async function reportCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM custom_reports`.execute(
    api.handle.db,
  );
  return rows[0]?.n ?? 0;
}

const total = (answer: { body: Answer }) => answer.body.rows[0]?.[0];

describe("the report's submission filter is the /subs filter model", () => {
  it("counts what /subs lists for campaigns, payment statuses, frequencies, ids and free text", async () => {
    const { rows: campaigns } = await sql<{ campaign: string }>`
      SELECT campaign FROM accounts GROUP BY campaign ORDER BY count(*) DESC LIMIT 2`.execute(
      api.handle.db,
    );
    const campaign = campaigns.map((row) => row.campaign);
    const statuses = { submissions: { PaymentStatus: ["approved", "pending"] } };
    const byStatus = await runAnonymous({ metrics: COUNT, ...statuses });
    expect(byStatus.status).toBe(200);
    const approvedOrPending = await listed({ PaymentStatus: "approved,pending" });
    expect(total(byStatus)).toBe(approvedOrPending);
    expect(approvedOrPending).toBeGreaterThan(0);

    const filter = {
      Campaign: campaign,
      PaymentStatus: ["approved", "pending", "declined"],
      Frequency: ["monthly", "once"],
    };
    const narrowed = await runAnonymous({ metrics: COUNT, submissions: filter });
    const expected = await listed({
      Campaign: campaign.join(","),
      PaymentStatus: "approved,pending,declined",
      Frequency: "monthly,once",
    });
    expect(total(narrowed)).toBe(expected);
    expect(expected).toBeGreaterThan(0);

    const { rows: picked } = await sql<{ id: string }>`
      SELECT id FROM accounts ORDER BY id LIMIT 3`.execute(api.handle.db);
    const ids = picked.map((row) => row.id);
    expect(total(await runAnonymous({ metrics: COUNT, submissions: { ID: ids } }))).toBe(3);

    const { rows: named } = await sql<{ term: string }>`
      SELECT lower(substr(name, 1, 3)) AS term FROM accounts WHERE length(name) >= 3
      GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`.execute(api.handle.db);
    const term = named[0]?.term ?? "";
    const text = await runAnonymous({ metrics: COUNT, submissions: { q: term } });
    expect(total(text)).toBe(await listed({ q: term }));
  });

  it("cuts a relative range at the server's clock in the filter's zone, on the date it names", async () => {
    const zone = "America/Los_Angeles";
    let between = 0;
    const all = await listed({});
    for (const range of ["today", "thisWeek", "thisMonth", "lastMonth", "thisYear"] as const) {
      for (const DateField of ["Received", "Processed"] as const) {
        const span = dateRange(range as PresetRangeKind, { now: TEST_NOW, timeZone: zone });
        const answer = await runAnonymous({
          metrics: COUNT,
          submissions: { Range: range, timezone: zone, DateField },
        });
        expect(answer.status).toBe(200);
        const want = await listed({ After: span.After, Before: span.Before, DateField });
        expect(total(answer), `${range} on ${DateField}`).toBe(want);
        if (want > 0 && want < all) between += 1;
      }
    }
    // the ranges really narrow the submissions
    expect(between).toBeGreaterThan(0);
    const custom = await runAnonymous({
      metrics: COUNT,
      submissions: { Range: "30d-before", timezone: "UTC" },
    });
    const span = dateRange("custom", {
      now: TEST_NOW,
      timeZone: "UTC",
      amount: 30,
      unit: "days",
      direction: "before",
    });
    expect(total(custom)).toBe(await listed({ After: span.After, Before: span.Before }));
  });

  it("saves the whole filter and runs it as saved", async () => {
    const submissions = {
      PaymentStatus: ["approved"],
      Frequency: ["monthly"],
      Range: "thisYear",
      timezone: "Europe/London",
      DateField: "Processed",
    };
    const created = await api.call<{ ID: string; Query: { submissions: unknown } } & ProblemBody>(
      "createCustomReport",
      {
        as: as.admin,
        body: { Description: "Monthly approved this year", Query: { metrics: COUNT, submissions } },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.Query.submissions).toEqual(submissions);
    const saved = await api.call<Answer>("runCustomReport", {
      as: as.admin,
      path: { id: created.body.ID },
    });
    const span = dateRange("thisYear", { now: TEST_NOW, timeZone: "Europe/London" });
    const want = await listed({
      PaymentStatus: "approved",
      Frequency: "monthly",
      After: span.After,
      Before: span.Before,
      DateField: "Processed",
    });
    expect(total(saved)).toBe(want);
    expect(total(await runAnonymous({ metrics: COUNT, submissions }))).toBe(want);
  });

  it("refuses bad filters naming the field, and saves nothing", async () => {
    const before = await reportCount();
    const both = await api.call<ProblemBody>("createCustomReport", {
      as: as.admin,
      body: {
        Description: "Range and dates",
        Query: {
          metrics: COUNT,
          submissions: { Range: "lastWeek", After: "2026-01-01T00:00:00Z" },
        },
      },
    });
    expect(both.status).toBe(422);
    expect(both.body.errors?.map((error) => error.field)).toEqual(["/Query/submissions/Range"]);
    const run = await runAnonymous({
      metrics: COUNT,
      submissions: { Range: "thisYear", Before: "2026-01-01T00:00:00Z" },
    });
    expect(run.status).toBe(422);
    expect(run.body.errors?.[0]?.field).toBe("/Query/submissions/Range");
    for (const submissions of [
      { PaymentStatus: ["paid"] },
      { Frequency: ["weekly"] },
      { Range: "lastCentury" },
      { q: "x" },
      { ID: ["NOT-AN-ID"] },
    ]) {
      const bad = await api.call<ProblemBody>("runAnonymousCustomReport", {
        as: as.admin,
        body: { Query: { metrics: COUNT, submissions } },
        unchecked: true,
      });
      const named = `/Query/submissions/${Object.keys(submissions)[0] ?? ""}`;
      expect(bad.status, named).toBe(422);
      expect(
        (bad.body.errors ?? []).some((error) => error.field.startsWith(named)),
        `${named}: ${JSON.stringify(bad.body.errors)}`,
      ).toBe(true);
    }
    expect(await reportCount()).toBe(before);
  });
});

describe("the anonymous run", () => {
  it("answers what the saved report answers, and stores nothing", async () => {
    const query = {
      groupBy: ["CampaignName", "Received:week"],
      metrics: [
        { field: "*", fn: "count" },
        { field: "Amount", fn: "sum" },
        { field: "*", fn: "cancelRate" },
      ],
      submissions: { timezone: "Asia/Kolkata", Frequency: ["monthly", "once"] },
    };
    const before = await reportCount();
    const anonymous = await runAnonymous(query);
    expect(anonymous.status).toBe(200);
    expect(await reportCount()).toBe(before);
    expect(anonymous.body.rows.length).toBeGreaterThan(1);
    const created = await api.call<{ ID: string }>("createCustomReport", {
      as: as.admin,
      body: { Description: "Saved twin", Query: query },
    });
    const saved = await api.call<Answer>("runCustomReport", {
      as: as.admin,
      path: { id: created.body.ID },
    });
    // the same result but for when it was computed
    expect({ ...anonymous.body, generated: "" }).toEqual({ ...saved.body, generated: "" });
    // the run's Filters narrow it, as on a saved report
    const { rows } = await sql<{ campaign: string }>`
      SELECT campaign FROM accounts GROUP BY campaign ORDER BY count(*) DESC LIMIT 1`.execute(
      api.handle.db,
    );
    const narrowed = await runAnonymous(
      { metrics: COUNT, submissions: query.submissions },
      as.admin,
      { Campaign: [rows[0]?.campaign ?? ""] },
    );
    expect(total(narrowed)).toBe(
      await listed({ Campaign: rows[0]?.campaign ?? "", Frequency: "monthly,once" }),
    );
  });

  it("runs in the runner's scope for admins and managers, nobody else; a hidden field is a 422", async () => {
    const manager = await runAnonymous({ metrics: COUNT }, as.manager);
    expect(manager.status).toBe(200);
    expect(total(manager)).toBe(await listed({}, as.manager));
    expect(total(manager)).toBeLessThan(total(await runAnonymous({ metrics: COUNT })) as number);
    for (const role of ["rep", "client", "callcenter"] as const) {
      expect((await runAnonymous({ metrics: COUNT }, as[role])).status).toBe(403);
    }
    const unknown = await runAnonymous({ metrics: [{ field: "Ghost", fn: "sum" }] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.[0]?.field).toBe("/Query/metrics/0/field");
  });
});
