import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toJson } from "../../db/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { playerId, sessionsFor, teamId, type Problem } from "./test-support.js";

interface ActivityList {
  readonly Result: {
    id: string;
    player: string;
    type: string;
    Created: string;
    Fields: Record<string, unknown>;
  }[];
  readonly Count: number;
}

const USERS = ["root", "admin", "manager", "client", "callcenter", "rep"] as const;

let api: TestApi;
let as: Record<(typeof USERS)[number], ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsFor(api, USERS);
}, 180_000);
afterAll(() => api.close());

async function list(session: ApiSession, query: Record<string, string | number> = {}) {
  return api.call<ActivityList & Problem>("listActivities", {
    as: session,
    query: { PageSize: 1000, ...query },
  });
}

describe("listActivities", () => {
  it("lists every activity for root, newest first, with locations", async () => {
    const total = await api.handle.db
      .selectFrom("activities")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    const answer = await list(as.root, { PageSize: 50 });
    expect(answer.status).toBe(200);
    expect(answer.body.Count).toBe(total.count);
    expect(answer.body.Result).toHaveLength(50);
    const created = answer.body.Result.map((a) => a.Created);
    expect(created).toEqual([...created].sort().reverse());
    expect(answer.body.Result[0]?.Fields).toHaveProperty("country_iso2");
  });

  it("shows reps and call-centre agents only their own", async () => {
    for (const caller of ["rep", "callcenter"] as const) {
      const answer = await list(as[caller]);
      expect(answer.body.Count).toBeGreaterThan(0);
      for (const activity of answer.body.Result) expect(activity.player).toBe(as[caller].player);
    }
  });

  it("keeps a manager to the users of their subtree and admins below root", async () => {
    const subtree = new Set(
      await Promise.all(
        ["North America Field", "Toronto Downtown", "Vancouver West", "New York Metro"].map((t) =>
          teamId(api, t),
        ),
      ),
    );
    const players = await api.handle.db
      .selectFrom("players")
      .select(["id", "team", "role"])
      .execute();
    const byId = new Map(players.map((p) => [p.id, p]));
    const manager = await list(as.manager);
    expect(manager.body.Count).toBeGreaterThan(0);
    for (const activity of manager.body.Result) {
      const player = byId.get(activity.player);
      expect(subtree.has(player?.team ?? "")).toBe(true);
      expect(["root", "admin"]).not.toContain(player?.role);
    }
    const admin = await list(as.admin, { player: as.root.player });
    expect(admin.body).toEqual({ Result: [], Count: 0 });
  });

  it("answers 403 to a client (no activities:get)", async () => {
    const answer = await list(as.client);
    expect(answer.status).toBe(403);
  });

  it("filters by player and by an inclusive time window", async () => {
    const rep = await playerId(api, "rep");
    const own = await list(as.root, { player: rep });
    expect(own.body.Count).toBeGreaterThan(2);
    for (const activity of own.body.Result) expect(activity.player).toBe(rep);
    const newest = own.body.Result[0]?.Created ?? "";
    const oldest = own.body.Result.at(-1)?.Created ?? "";
    const exact = await list(as.root, { player: rep, After: newest, Before: newest });
    expect(exact.body.Count).toBeGreaterThan(0);
    for (const activity of exact.body.Result) expect(activity.Created).toBe(newest);
    const window = await list(as.root, { player: rep, After: oldest, Before: newest });
    expect(window.body.Count).toBe(own.body.Count);
    const none = await list(as.root, { player: rep, After: "2030-01-01T00:00:00+01:00" });
    expect(none.body.Count).toBe(0);
    const manager = await list(as.manager, { player: await playerId(api, "manager.eu") });
    expect(manager.body.Count).toBe(0);
  });

  it("leaves the location out when user.hide_location is set", async () => {
    const settings = await api.handle.db
      .selectFrom("settings")
      .select("data")
      .where("key", "=", "client")
      .executeTakeFirstOrThrow();
    const hidden = { hide_location: true };
    await api.handle.db
      .updateTable("settings")
      .set({
        data: toJson({
          ...settings.data,
          user: hidden,
          features: { ...(settings.data.features as object), user: hidden },
        }),
      })
      .where("key", "=", "client")
      .execute();
    api.deps.features.invalidate();
    try {
      const answer = await list(as.rep, { PageSize: 5 });
      for (const activity of answer.body.Result) expect(activity.Fields).toEqual({});
    } finally {
      await api.handle.db
        .updateTable("settings")
        .set({ data: toJson(settings.data) })
        .where("key", "=", "client")
        .execute();
      api.deps.features.invalidate();
    }
  });

  it("pages and answers 304 when nothing changed", async () => {
    const all = await list(as.root, { PageSize: 10 });
    const second = await list(as.root, { PageSize: 5, Page: 2 });
    expect(second.body.Result.map((a) => a.id)).toEqual(
      all.body.Result.slice(5, 10).map((a) => a.id),
    );
    const stamp = all.headers.get("last-modified") ?? "";
    const again = await api.call("listActivities", {
      as: as.root,
      headers: { "if-modified-since": stamp },
    });
    expect(again.status).toBe(304);
  });
});
