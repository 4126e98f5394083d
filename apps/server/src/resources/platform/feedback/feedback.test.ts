/** `listFeedback`, `createFeedback` and `deleteFeedback` over HTTP. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiSession } from "../../../testing/api-harness.js";
import { startTestApi, TEST_NOW, type TestApi } from "../../../testing/api-harness.js";
import { sessionFor, sessionsByRole, teamId, type DemoRole } from "../test-support.js";

interface Feedback {
  id: string;
  text: string;
  AuthorID: string;
  AuthorName: string;
  Created: string;
  url?: string;
}

interface FeedbackList {
  Result: Feedback[];
  Count: number;
}

let api: TestApi;
let as: Record<DemoRole, ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsByRole(api);
}, 180_000);

afterAll(() => api.close());

async function list(session: ApiSession, query: Record<string, string | number> = {}) {
  const answer = await api.call<FeedbackList>("listFeedback", { as: session, query });
  expect(answer.status).toBe(200);
  return answer.body;
}

async function countAll(): Promise<number> {
  const row = await api.handle.db
    .selectFrom("feedback")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("createFeedback", () => {
  it("stores trimmed text with the caller as author (201), for every role", async () => {
    for (const role of ["root", "admin", "manager", "client", "callcenter", "rep"] as const) {
      const answer = await api.call<Feedback>("createFeedback", {
        as: as[role],
        body: { text: `  From ${role}.  `, url: "/feedback" },
      });
      expect(answer.status, role).toBe(201);
      expect(answer.body).toMatchObject({
        text: `From ${role}.`,
        AuthorID: as[role].player,
        url: "/feedback",
        Created: TEST_NOW.toISOString(),
      });
      expect(answer.body.id).toMatch(/^[0-9a-f]{6}$/);
    }
    const rep = await api.handle.db
      .selectFrom("feedback")
      .select(["author_name"])
      .where("text", "=", "From rep.")
      .executeTakeFirstOrThrow();
    expect(rep.author_name).toBe("Remy Rep");
  });

  it("refuses blank text with 422 naming /text, an unknown field with 422, and writes nothing", async () => {
    const before = await countAll();
    const blank = await api.call<{ errors: { field: string }[] }>("createFeedback", {
      as: as.rep,
      body: { text: "   " },
    });
    expect(blank.status).toBe(422);
    expect(blank.body.errors[0]?.field).toBe("/text");
    const unknown = await api.call<{ errors: { field: string }[] }>("createFeedback", {
      as: as.rep,
      body: { text: "ok", author: "someone" },
    });
    expect(unknown.status).toBe(422);
    expect(await countAll()).toBe(before);
  });

  it("answers 401 without a token", async () => {
    expect((await api.call("createFeedback", { body: { text: "hi" } })).status).toBe(401);
  });
});

describe("listFeedback", () => {
  it("shows root and admin everything, newest first, with the total count", async () => {
    const total = await countAll();
    const page = await list(as.admin, { PageSize: 5 });
    expect(page.Count).toBe(total);
    expect(page.Result).toHaveLength(5);
    const created = page.Result.map((item) => item.Created);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await list(as.root)).Count).toBe(total);
  });

  it("pages without overlap", async () => {
    const first = await list(as.admin, { PageSize: 3, Page: 1 });
    const second = await list(as.admin, { PageSize: 3, Page: 2 });
    expect(second.Result).toHaveLength(3);
    const ids = new Set(first.Result.map((item) => item.id));
    expect(second.Result.some((item) => ids.has(item.id))).toBe(false);
  });

  it("keeps reps, call-centre agents and clients to their own feedback", async () => {
    for (const role of ["rep", "callcenter", "client"] as const) {
      const page = await list(as[role]);
      expect(page.Count, role).toBeGreaterThan(0);
      expect(
        page.Result.every((item) => item.AuthorID === as[role].player),
        role,
      ).toBe(true);
    }
  });

  it("shows a manager the feedback of their teams' users and their own", async () => {
    const rows = await api.handle.db
      .selectFrom("players")
      .select("id")
      .where("team", "in", [
        as.manager.team,
        await teamId(api, "Toronto Downtown"),
        await teamId(api, "Vancouver West"),
        await teamId(api, "New York Metro"),
      ])
      .execute();
    const allowed = new Set(rows.map((row) => row.id));
    const page = await list(as.manager, { PageSize: 1000 });
    expect(page.Result.length).toBeGreaterThan(0);
    expect(page.Result.every((item) => allowed.has(item.AuthorID))).toBe(true);
    expect(page.Result.some((item) => item.AuthorID === as.rep.player)).toBe(true);
    expect(page.Result.some((item) => item.AuthorID === as.admin.player)).toBe(false);
  });

  it("sorts by AuthorName either way and filters by After/Before", async () => {
    const ascending = await list(as.admin, { Sort: "AuthorName", PageSize: 1000 });
    const descending = await list(as.admin, { Sort: "-AuthorName", PageSize: 1000 });
    expect(descending.Result.map((item) => item.id)).toEqual(
      ascending.Result.map((item) => item.id).reverse(),
    );
    // Equal names sit together (the order between names follows the database collation).
    const names = ascending.Result.map((item) => item.AuthorName);
    const runs = names.filter((name, index) => index === 0 || names[index - 1] !== name);
    expect(new Set(runs).size).toBe(runs.length);

    const boundary = "2026-11-21T00:00:00.000Z";
    const recent = await list(as.admin, { After: boundary, PageSize: 1000 });
    expect(recent.Result.every((item) => item.Created >= boundary)).toBe(true);
    expect(recent.Count).toBeGreaterThanOrEqual(6);
    const older = await list(as.admin, { Before: "2026-11-20T23:59:59.999Z", PageSize: 1000 });
    expect(older.Result.every((item) => item.Created < boundary)).toBe(true);
    expect(older.Count + recent.Count).toBe(await countAll());
  });

  it("searches text, author name and page with q (case-insensitive), within what the caller sees", async () => {
    const byText = await list(as.admin, { q: "FROM REP" });
    expect(byText.Result.map((item) => item.text)).toEqual(["From rep."]);
    expect(byText.Count).toBe(1);
    const byAuthor = await list(as.admin, { q: "remy" });
    expect(byAuthor.Result.length).toBeGreaterThan(0);
    expect(byAuthor.Result.every((item) => item.AuthorName === "Remy Rep")).toBe(true);
    const byPage = await list(as.admin, { q: "/feedback" });
    expect(byPage.Result.every((item) => item.url?.includes("/feedback") === true)).toBe(true);
    expect(byPage.Count).toBeGreaterThanOrEqual(6);
    const repSees = await list(as.rep, { q: "from" });
    expect(repSees.Result.every((item) => item.AuthorID === as.rep.player)).toBe(true);
    expect((await list(as.admin, { q: "no such feedback text" })).Count).toBe(0);
  });

  it("answers 400 naming query.Sort for a field it cannot sort by", async () => {
    const answer = await api.call<{ errors: { field: string }[] }>("listFeedback", {
      as: as.admin,
      query: { Sort: "text" },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]?.field).toBe("query.Sort");
  });

  it("answers 304 while nothing changed, and 200 after a new piece of feedback", async () => {
    // No 304 while the last change's second is still running (src/http/caching.ts).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const first = await api.call("listFeedback", { as: as.admin });
    const stamp = first.headers.get("last-modified") ?? "";
    const same = await api.call("listFeedback", {
      as: as.admin,
      headers: { "if-modified-since": stamp },
    });
    expect(same.status).toBe(304);
    await api.call("createFeedback", { as: as.rep, body: { text: "One more." } });
    const after = await api.call("listFeedback", {
      as: as.admin,
      headers: { "if-modified-since": stamp },
    });
    expect(after.status).toBe(200);
  });
});

describe("deleteFeedback", () => {
  async function newFeedback(session: ApiSession): Promise<string> {
    const answer = await api.call<Feedback>("createFeedback", {
      as: session,
      body: { text: "to delete" },
    });
    return answer.body.id;
  }

  it("lets root, admin and managers delete (204)", async () => {
    for (const role of ["root", "admin", "manager"] as const) {
      const id = await newFeedback(as.rep);
      const answer = await api.call("deleteFeedback", { as: as[role], path: { id } });
      expect(answer.status, role).toBe(204);
      const left = await api.handle.db
        .selectFrom("feedback")
        .select("id")
        .where("id", "=", id)
        .execute();
      expect(left).toEqual([]);
    }
  });

  it("refuses client, call-centre agents and reps (403) and keeps the feedback", async () => {
    const id = await newFeedback(as.rep);
    for (const role of ["client", "callcenter", "rep"] as const) {
      const answer = await api.call("deleteFeedback", { as: as[role], path: { id } });
      expect(answer.status, role).toBe(403);
    }
    const kept = await api.handle.db
      .selectFrom("feedback")
      .select("id")
      .where("id", "=", id)
      .execute();
    expect(kept).toHaveLength(1);
  });

  it("answers 404 for unknown feedback and for a manager outside their teams", async () => {
    expect(
      (await api.call("deleteFeedback", { as: as.admin, path: { id: "nosuch" } })).status,
    ).toBe(404);
    const london = await api.handle.db
      .selectFrom("players")
      .select("username")
      .where("team", "=", await teamId(api, "London Central"))
      .where("status", "=", 1)
      .executeTakeFirstOrThrow();
    const id = await newFeedback(await sessionFor(api, london.username));
    expect((await api.call("deleteFeedback", { as: as.manager, path: { id } })).status).toBe(404);
    expect(
      (await api.call("deleteFeedback", { as: await sessionFor(api, "manager.eu"), path: { id } }))
        .status,
    ).toBe(204);
  });
});
