/**
 * Batch edit over HTTP on 127.0.0.1 with real PGlite and the real job queue (decision 0041):
 * who may, the preview (old → new, problems, nothing written), the selection by filter, ids and
 * CSV rows, the job (chunks, report, one history entry per changed submission with the Reason),
 * and 422s for requests that cannot be read as one batch.
 */
import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProblemBody } from "../../http/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { setFeature } from "../campaigns/test-support.js";
import { demoSessions, idOf, type DemoRole } from "../accounts/test-support.js";

type Preview = Schema<"BatchEditPreview">;
type Report = Schema<"BatchEditReport">;
interface Job {
  id: string;
  status: string;
  progress: { done: number; total: number | null };
  result: unknown;
}

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 800 });
  as = await demoSessions(api);
}, 120_000);

afterAll(async () => {
  await api.close();
});

async function accountsOfTeam(title: string, limit: number): Promise<string[]> {
  const team = await idOf(api, "teams", "title", title);
  const rows = await api.handle.db
    .selectFrom("accounts")
    .select("id")
    .where("team", "=", team)
    .orderBy("received", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}

async function cities(ids: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await api.handle.db
    .selectFrom("accounts")
    .select(["id", "city"])
    .where("id", "in", [...ids])
    .execute();
  return new Map(rows.map((row) => [row.id, row.city]));
}

async function historyCount(): Promise<number> {
  const row = await api.handle.db
    .selectFrom("history")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return row.n;
}

const preview = (session: ApiSession, body: unknown) =>
  api.call<Preview & ProblemBody>("previewBatchEdit", { as: session, body });
const start = (session: ApiSession, body: unknown) =>
  api.call<Job & ProblemBody>("startBatchEdit", { as: session, body });

async function finished(session: ApiSession, id: string): Promise<Job> {
  await api.deps.queue.waitUntilFinished(id, 60_000);
  const answer = await api.call<Job>("getJob", { as: session, path: { id } });
  return answer.body;
}

function fields(body: ProblemBody): string[] {
  return (body.errors ?? []).map((error) => error.field);
}

describe("who may batch edit", () => {
  it("refuses reps, call-centre users and clients, and everyone under hide_batch_edit", async () => {
    const [id = ""] = await accountsOfTeam("Paris Rive Gauche", 1);
    const body = { IDs: [id], Set: [{ Field: "City", Value: "Lyon" }] };
    for (const role of ["rep", "callcenter", "client"] as const) {
      expect((await preview(as[role], body)).status).toBe(403);
      expect((await start(as[role], { ...body, Reason: "x" })).status).toBe(403);
    }
    expect((await preview(as.manager, body)).status).toBe(200);
    await setFeature(api, "hide_batch_edit", true);
    try {
      const refused = await preview(as.admin, body);
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toContain("hide_batch_edit");
    } finally {
      await setFeature(api, "hide_batch_edit", false);
    }
  });
});

describe("previewBatchEdit", () => {
  it("shows old → new per submission of a filter and writes nothing", async () => {
    const team = await idOf(api, "teams", "title", "Paris Rive Gauche");
    const matching = await api.handle.db
      .selectFrom("accounts")
      .select("id")
      .where("team", "=", team)
      .execute();
    const before = await cities(matching.map((row) => row.id));
    const entries = await historyCount();
    const answer = await preview(as.admin, {
      Filters: { Team: team },
      Set: [{ Field: "City", Value: "Batchville" }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Count).toBe(matching.length);
    expect(answer.body.Changing).toBe(matching.length);
    expect(answer.body.Failing).toBe(0);
    const first = answer.body.Items[0];
    expect(first?.Changes).toEqual([
      { Field: "City", Old: before.get(first?.ID ?? "") ?? null, New: "Batchville" },
    ]);
    expect(await cities(matching.map((row) => row.id))).toEqual(before);
    expect(await historyCount()).toBe(entries);
  });

  it("names not found, not allowed and invalid values, problems first", async () => {
    const [a = "", b = ""] = await accountsOfTeam("Paris Rive Gauche", 2);
    const answer = await preview(as.admin, {
      Rows: [
        { ID: a, Values: { Amount: "25" } },
        { ID: "ffffff0", Values: { Amount: "25" } },
        { ID: b, Values: { Amount: "lots" } },
        { ID: a.toUpperCase(), Values: { Campaign: "x" } },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Count).toBe(3);
    expect(answer.body.Failing).toBe(3);
    const byId = new Map(answer.body.Items.map((item) => [item.ID, item]));
    expect(byId.get("ffffff0")?.Problems[0]?.code).toBe("not-found");
    expect(byId.get(b)?.Problems[0]).toMatchObject({ Field: "Amount", code: "number" });
    expect(byId.get(a)?.Problems.map((p) => p.code)).toEqual(["not-allowed"]);
  });

  it("treats a submission outside a manager's scope as not found", async () => {
    const [other = ""] = await accountsOfTeam("Paris Rive Gauche", 1);
    const answer = await preview(as.manager, {
      IDs: [other],
      Set: [{ Field: "City", Value: "Nowhere" }],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.Items[0]?.Problems[0]?.code).toBe("not-found");
  });

  it("answers 422 for a request that is not one batch", async () => {
    const [id = ""] = await accountsOfTeam("Paris Rive Gauche", 1);
    const both = await preview(as.admin, {
      IDs: [id],
      Filters: { Team: "x" },
      Set: [{ Field: "City", Value: "A" }],
    });
    expect(both.status).toBe(422);
    expect(fields(both.body)).toEqual(["/IDs"]);
    const noSet = await preview(as.admin, { IDs: [id] });
    expect(noSet.status).toBe(422);
    expect(fields(noSet.body)).toEqual(["/Set"]);
    const badFilter = await preview(as.admin, {
      Filters: { PaymentStatus: "nope" },
      Set: [{ Field: "City", Value: "A" }],
    });
    expect(badFilter.status).toBe(422);
    expect(fields(badFilter.body)[0]).toMatch(/^\/Filters\/PaymentStatus/);
    const none = await preview(as.admin, { IDs: [], Set: [{ Field: "City", Value: "A" }] });
    expect(none.status).toBe(422);
  });
});

describe("startBatchEdit", () => {
  it("needs a Reason", async () => {
    const [id = ""] = await accountsOfTeam("Paris Rive Gauche", 1);
    const answer = await start(as.admin, { IDs: [id], Set: [{ Field: "City", Value: "A" }] });
    expect(answer.status).toBe(422);
    expect(fields(answer.body)).toEqual(["/Reason"]);
  });

  it("applies a filter's selection as a job and keeps the Reason in each history entry", async () => {
    const team = await idOf(api, "teams", "title", "Paris Rive Gauche");
    const ids = (
      await api.handle.db.selectFrom("accounts").select("id").where("team", "=", team).execute()
    ).map((row) => row.id);
    const reason = "Campaign setting was wrong on Tuesday";
    const answer = await start(as.admin, {
      Reason: reason,
      Filters: { Team: team },
      Set: [{ Field: "City", Value: "Batchtown" }],
    });
    expect(answer.status).toBe(202);
    const job = await finished(as.admin, answer.body.id);
    expect(job.status).toBe("done");
    expect(job.result).toEqual({ Changed: ids.length, Unchanged: 0, Failed: 0 });
    expect(job.progress).toEqual({ done: ids.length, total: ids.length });
    expect([...(await cities(ids)).values()].every((city) => city === "Batchtown")).toBe(true);
    const history = await api.handle.db
      .selectFrom("history")
      .select(["target", "reason", "changes"])
      .where("target", "in", ids)
      .where("reason", "=", reason)
      .execute();
    expect(history).toHaveLength(ids.length);
    expect(history[0]?.changes).toEqual([
      expect.objectContaining({ field: "City", to: "Batchtown" }),
    ]);

    const again = await start(as.admin, {
      Reason: reason,
      Filters: { Team: team },
      Set: [{ Field: "City", Value: "Batchtown" }],
    });
    const second = await finished(as.admin, again.body.id);
    expect(second.result).toEqual({ Changed: 0, Unchanged: ids.length, Failed: 0 });
  });

  it("applies CSV rows, reports the bad ones with their reason, and shows the report to its owner", async () => {
    const ids = await accountsOfTeam("Toronto Downtown", 6);
    const [a = "", b = "", c = "", d = "", e = ""] = ids;
    const answer = await start(as.manager, {
      Reason: "Corrected from the call list",
      Rows: [
        { ID: a, Values: { Amount: "31", City: "Rouen" } },
        { ID: b, Values: { Amount: "32" } },
        { ID: "ffffff1", Values: { Amount: "33" } },
        { ID: c, Values: { Amount: "-" } },
        { ID: d, Values: { Received: "2026-01-01" } },
        { ID: e, Values: { Meta_emailValidated: "yes" } },
      ],
    });
    expect(answer.status).toBe(202);
    const job = await finished(as.manager, answer.body.id);
    expect(job.status).toBe("done");
    expect(job.result).toMatchObject({ Failed: 3 });
    const report = await api.call<Report>("getBatchEditReport", {
      as: as.manager,
      path: { id: answer.body.id },
    });
    expect(report.status).toBe(200);
    expect(report.body.Rows.map((row) => [row.ID, row.Outcome])).toEqual([
      [a, "changed"],
      [b, expect.stringMatching(/^(changed|unchanged)$/)],
      ["ffffff1", "failed"],
      [c, "failed"],
      [d, "failed"],
      [e, expect.stringMatching(/^(changed|unchanged)$/)],
    ]);
    expect(report.body.Rows[2]?.Message).toContain("no submission");
    expect(report.body.Rows[3]?.Message).toContain("Amount");
    expect(report.body.Rows[4]?.Message).toContain("read-only");
    const row = await api.handle.db
      .selectFrom("accounts")
      .select(["amount", "city"])
      .where("id", "=", a)
      .executeTakeFirstOrThrow();
    expect(Number(row.amount)).toBe(31);
    expect(row.city).toBe("Rouen");

    const stranger = await api.call<ProblemBody>("getBatchEditReport", {
      as: as.rep,
      path: { id: answer.body.id },
    });
    expect(stranger.status).toBe(403);
    const admin = await api.call<Report>("getBatchEditReport", {
      as: as.admin,
      path: { id: answer.body.id },
    });
    expect(admin.body.Rows).toHaveLength(6);
  });
});
