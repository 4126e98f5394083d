/**
 * Custom reports over HTTP on 127.0.0.1 with real PGlite (decision 0046): definitions with
 * their permissions, 409s and 422s naming the field (nothing saved), runs compared with plain
 * SQL over the same submissions (groups, totals, share, cancel rate, date buckets), the saved
 * and the run's filters, the runner's scope, and the global search's report section.
 */
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "../../http/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { sessionsByRole, type DemoRole } from "../../testing/lookups.js";

interface ReportBody {
  ID: string;
  Description: string;
  Query: Record<string, unknown>;
}
interface ResultBody {
  columns: { key: string; label: string; type: string; bucket?: string }[];
  rows: (string | number | boolean | null)[][];
  totals?: (string | number | boolean | null)[];
  truncated?: boolean;
}

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({});
  as = await sessionsByRole(api);
}, 180_000);

afterAll(async () => {
  await api.close();
});

const BY_CAMPAIGN = {
  groupBy: ["CampaignName"],
  metrics: [
    { field: "*", fn: "count", label: "Sign-ups" },
    { field: "Amount", fn: "sum" },
    { field: "Amount", fn: "avg" },
    { field: "*", fn: "share" },
    { field: "*", fn: "cancelRate" },
  ],
};

async function create(description: string, query: unknown, session = as.admin) {
  return api.call<ReportBody & ProblemBody>("createCustomReport", {
    as: session,
    body: { Description: description, Query: query },
  });
}

async function run(id: string, session = as.admin, filters?: unknown) {
  return api.call<ResultBody & ProblemBody>("runCustomReport", {
    as: session,
    path: { id },
    ...(filters === undefined ? {} : { body: { Filters: filters } }),
  });
}

async function reportCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM custom_reports`.execute(
    api.handle.db,
  );
  return rows[0]?.n ?? 0;
}

function close(value: unknown, expected: number | null): void {
  if (expected === null) expect(value).toBeNull();
  else expect(value).toBeCloseTo(expected, 6);
}

describe("report definitions", () => {
  it("an admin creates, reads, lists, renames and deletes a report", async () => {
    const created = await create("Totals by campaign", BY_CAMPAIGN);
    expect(created.status).toBe(201);
    expect(created.body.Query).toEqual(BY_CAMPAIGN);
    const id = created.body.ID;
    const got = await api.call<ReportBody>("getCustomReport", { as: as.manager, path: { id } });
    expect(got.body).toMatchObject({ ID: id, Description: "Totals by campaign" });
    const listed = await api.call<{ Result: ReportBody[]; Count: number }>("listCustomReports", {
      as: as.manager,
      query: { q: "by camp" },
    });
    expect(listed.body.Result.map((report) => report.ID)).toContain(id);
    const renamed = await api.call<ReportBody>("updateCustomReport", {
      as: as.admin,
      path: { id },
      body: { Description: "Totals per campaign" },
    });
    expect(renamed.body).toMatchObject({ Description: "Totals per campaign", Query: BY_CAMPAIGN });
    const deleted = await api.call("deleteCustomReport", { as: as.admin, path: { id } });
    expect(deleted.status).toBe(204);
    expect((await api.call("getCustomReport", { as: as.admin, path: { id } })).status).toBe(404);
  });

  it("refuses a taken description with a 409 naming it", async () => {
    expect((await create("Unique name", BY_CAMPAIGN)).status).toBe(201);
    const again = await create("UNIQUE NAME", BY_CAMPAIGN);
    expect(again.status).toBe(409);
    expect(again.body.errors?.[0]?.field).toBe("/Description");
  });

  it("answers a bad definition with a 422 naming each field, and saves nothing", async () => {
    const before = await reportCount();
    const bad = await create("Bad one", {
      groupBy: ["NoSuchField", "CampaignName:week"],
      metrics: [
        { field: "CampaignName", fn: "sum" },
        { field: "Amount", fn: "cancelRate" },
      ],
      filters: { Ghost: "x" },
      submissions: { timezone: "Mars/Olympus" },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.map((error) => error.field)).toEqual([
      "/Query/groupBy/0",
      "/Query/groupBy/1",
      "/Query/metrics/0/field",
      "/Query/metrics/1/field",
      "/Query/filters/Ghost",
      "/Query/submissions/timezone",
    ]);
    const unchanged = await create("Bad update", BY_CAMPAIGN);
    const update = await api.call<ProblemBody>("updateCustomReport", {
      as: as.admin,
      path: { id: unchanged.body.ID },
      body: { Description: "Renamed", Query: { metrics: [{ field: "Nope", fn: "avg" }] } },
    });
    expect(update.status).toBe(422);
    expect(update.body.errors?.[0]?.field).toBe("/Query/metrics/0/field");
    const kept = await api.call<ReportBody>("getCustomReport", {
      as: as.admin,
      path: { id: unchanged.body.ID },
    });
    expect(kept.body.Description).toBe("Bad update");
    expect(await reportCount()).toBe(before + 1);
  });

  it("lets only admins write, admins and managers read and run, nobody else", async () => {
    const report = await create("Permissions", BY_CAMPAIGN);
    const id = report.body.ID;
    expect((await create("By a manager", BY_CAMPAIGN, as.manager)).status).toBe(403);
    for (const role of ["manager"] as const) {
      const update = await api.call("updateCustomReport", {
        as: as[role],
        path: { id },
        body: { Description: "x" },
      });
      expect(update.status).toBe(403);
      expect((await api.call("deleteCustomReport", { as: as[role], path: { id } })).status).toBe(
        403,
      );
      expect((await run(id, as[role])).status).toBe(200);
    }
    for (const role of ["rep", "client", "callcenter"] as const) {
      expect((await api.call("listCustomReports", { as: as[role] })).status).toBe(403);
      expect((await api.call("getCustomReport", { as: as[role], path: { id } })).status).toBe(403);
      expect((await run(id, as[role])).status).toBe(403);
    }
    expect((await run("zzzzzz")).status).toBe(404);
  });
});

describe("report runs", () => {
  it("groups by campaign with count, sum, avg, share and cancel rate as plain SQL does", async () => {
    const report = await create("Campaign totals", BY_CAMPAIGN);
    const answer = await run(report.body.ID);
    expect(answer.status).toBe(200);
    expect(answer.body.columns.map((column) => column.key)).toEqual([
      "CampaignName",
      "count_all",
      "sum_Amount",
      "avg_Amount",
      "share_all",
      "cancelRate_all",
    ]);
    expect(answer.body.columns[1]?.label).toBe("Sign-ups");
    const { rows: expected } = await sql<{
      title: string;
      n: number;
      total: number | null;
      mean: number | null;
      cancelled: number;
    }>`SELECT c.title, count(*)::int AS n, sum(a.amount)::float8 AS total,
         avg(a.amount)::float8 AS mean, count(a.cancel_date)::int AS cancelled
       FROM accounts a JOIN campaigns c ON c.id = a.campaign
       GROUP BY c.title ORDER BY c.title`.execute(api.handle.db);
    const all = expected.reduce((sum, row) => sum + row.n, 0);
    expect(all).toBeGreaterThan(100);
    expect(answer.body.rows.map((row) => row[0])).toEqual(expected.map((row) => row.title));
    answer.body.rows.forEach((row, index) => {
      const want = expected[index];
      if (want === undefined) throw new Error("missing row");
      expect(row[1]).toBe(want.n);
      close(row[2], want.total);
      close(row[3], want.mean);
      close(row[4], want.n / all);
      close(row[5], want.cancelled / want.n);
    });
    const { rows: whole } = await sql<{ mean: number; cancelled: number; total: number }>`
      SELECT avg(amount)::float8 AS mean, count(cancel_date)::int AS cancelled,
        sum(amount)::float8 AS total FROM accounts`.execute(api.handle.db);
    const totals = answer.body.totals ?? [];
    expect(totals[0]).toBeNull();
    expect(totals[1]).toBe(all);
    close(totals[2], whole[0]?.total ?? 0);
    close(totals[3], whole[0]?.mean ?? 0);
    close(totals[4], 1);
    close(totals[5], (whole[0]?.cancelled ?? 0) / all);
    expect(answer.body.truncated).toBe(false);
  });

  it("buckets a date by month in the run's time zone, with conditions", async () => {
    const report = await create("Approved by month", {
      groupBy: ["Received:month"],
      metrics: [{ field: "*", fn: "count" }],
      filters: { PaymentStatus: "approved", Duplicates: false },
    });
    const answer = await run(report.body.ID, as.admin, { timezone: "Asia/Kolkata" });
    expect(answer.status).toBe(200);
    expect(answer.body.columns[0]).toMatchObject({ type: "date", bucket: "month" });
    const { rows: expected } = await sql<{ month: string; n: number }>`
      SELECT to_char(date_trunc('month', received AT TIME ZONE 'Asia/Kolkata'), 'YYYY-MM-DD') AS month,
        count(*)::int AS n FROM accounts
      WHERE payment_status = 'approved' AND NOT duplicates GROUP BY 1 ORDER BY 1`.execute(
      api.handle.db,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(answer.body.rows).toEqual(expected.map((row) => [row.month, row.n]));
  });

  it("applies the saved filter and the run's filters together", async () => {
    const { rows: campaigns } = await sql<{ campaign: string; n: number }>`
      SELECT campaign, count(*)::int AS n FROM accounts GROUP BY campaign ORDER BY n DESC`.execute(
      api.handle.db,
    );
    const [first, second] = campaigns;
    if (first === undefined || second === undefined) throw new Error("seed has two campaigns");
    const report = await create("Two campaigns", {
      metrics: [{ field: "*", fn: "count" }],
      submissions: { Campaign: [first.campaign, second.campaign] },
    });
    expect((await run(report.body.ID)).body.rows).toEqual([[first.n + second.n]]);
    expect(
      (await run(report.body.ID, as.admin, { Campaign: [second.campaign] })).body.rows,
    ).toEqual([[second.n]]);
    const bad = await run(report.body.ID, as.admin, {
      After: "2026-02-01T00:00:00Z",
      Before: "2026-01-01T00:00:00Z",
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.[0]?.field).toBe("/Filters/Before");
  });

  it("counts only the runner's scope: a manager sees what /subs shows the manager", async () => {
    const report = await create("Everything", { metrics: [{ field: "*", fn: "count" }] });
    const listed = async (session: ApiSession) =>
      (
        await api.call<{ Count: number }>("queryAccounts", {
          as: session,
          query: { PageSize: 1 },
        })
      ).body.Count;
    const manager = (await run(report.body.ID, as.manager)).body.rows[0]?.[0];
    const admin = (await run(report.body.ID, as.admin)).body.rows[0]?.[0];
    expect(manager).toBe(await listed(as.manager));
    expect(admin).toBe(await listed(as.admin));
    expect(manager).toBeLessThan(admin as number);
  });

  it("answers an invalid regular expression condition with a 422", async () => {
    const report = await create("Bad pattern", {
      metrics: [{ field: "*", fn: "count" }],
      filters: { Email: "^([a-$" },
    });
    expect(report.status).toBe(201);
    const answer = await run(report.body.ID);
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[0]?.field).toBe("/Query/filters");
  });
});

describe("global search", () => {
  it("finds custom reports by description for those who may list them", async () => {
    const report = await create("Quarterly zebra figures", BY_CAMPAIGN);
    const found = await api.call<{ customreports: { ID: string; Description: string }[] }>(
      "searchAll",
      { as: as.manager, query: { q: "zebra" } },
    );
    expect(found.body.customreports).toEqual([
      { ID: report.body.ID, Description: "Quarterly zebra figures" },
    ]);
    const rep = await api.call<{ customreports: unknown[] }>("searchAll", {
      as: as.rep,
      query: { q: "zebra" },
    });
    expect(rep.body.customreports).toEqual([]);
  });
});
