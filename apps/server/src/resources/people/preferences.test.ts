import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toJson } from "../../db/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { upgradePreferences } from "./preferences.js";
import { playerId, sessionsFor, type Problem } from "./test-support.js";

const USERS = ["root", "admin", "manager", "client", "callcenter", "rep"] as const;

let api: TestApi;
let as: Record<(typeof USERS)[number], ApiSession>;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
  as = await sessionsFor(api, USERS);
}, 180_000);
afterAll(() => api.close());

async function read(session: ApiSession, id: string, headers: Record<string, string> = {}) {
  return api.call<Record<string, unknown> & Problem>("getPlayerPreferences", {
    as: session,
    path: { id },
    headers,
  });
}

async function replace(session: ApiSession, id: string, body: Record<string, unknown>) {
  return api.call<Record<string, unknown> & Problem>("replacePlayerPreferences", {
    as: session,
    path: { id },
    body,
  });
}

describe("getPlayerPreferences", () => {
  it("answers the user's own preferences", async () => {
    const answer = await read(as.admin, as.admin.player);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ language: "en-CA", dashboardRange: "last7days" });
    expect(answer.body.menu).toEqual({
      sorting: [
        { id: "submissions", children: ["/subs", "/lookup", "/messages"] },
        { id: "campaigns" },
      ],
    });
  });

  it("answers {} to a user who never saved any", async () => {
    const generated = await api.handle.db
      .selectFrom("players")
      .leftJoin("preferences", "preferences.player", "players.id")
      .select("players.id")
      .where("preferences.player", "is", null)
      .where("players.role", "=", "rep")
      .executeTakeFirstOrThrow();
    const answer = await read(as.root, generated.id);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});
  });

  it("lets admins read other users' preferences, below root for admin", async () => {
    expect((await read(as.admin, as.manager.player)).status).toBe(200);
    expect((await read(as.root, as.admin.player)).status).toBe(200);
    expect((await read(as.admin, as.root.player)).status).toBe(404);
    expect((await read(as.admin, "nosuch")).status).toBe(404);
  });

  it.each(["manager", "client", "callcenter", "rep"] as const)(
    "answers 403 to %s for someone else",
    async (caller) => {
      const answer = await read(as[caller], as.admin.player);
      expect(answer.status).toBe(403);
    },
  );

  it("lifts a language kept in an older group to the top level", async () => {
    await api.handle.db
      .updateTable("preferences")
      .set({ data: toJson({ general: { language: "fr" }, theme: "dark" }) })
      .where("player", "=", as.callcenter.player)
      .execute();
    const answer = await read(as.callcenter, as.callcenter.player);
    expect(answer.body).toEqual({ general: { language: "fr" }, theme: "dark", language: "fr-CA" });
    expect(upgradePreferences({ language: "xx-YY" })).toEqual({});
  });

  it("answers 304 when nothing changed", async () => {
    const first = await read(as.rep, as.rep.player);
    const stamp = first.headers.get("last-modified") ?? "";
    expect(stamp).not.toBe("");
    expect((await read(as.rep, as.rep.player, { "if-modified-since": stamp })).status).toBe(304);
  });
});

describe("replacePlayerPreferences", () => {
  it("replaces the whole object", async () => {
    const body = { language: "fr-CA", menu: { sorting: [{ id: "campaigns" }] }, pinned: [1, 2] };
    const answer = await replace(as.manager, as.manager.player, body);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(body);
    expect((await read(as.manager, as.manager.player)).body).toEqual(body);
    await replace(as.manager, as.manager.player, { language: "en-US" });
    expect((await read(as.manager, as.manager.player)).body).toEqual({ language: "en-US" });
  });

  it("creates the preferences of a user who had none, as admin", async () => {
    const id = await playerId(api, "manager.apac");
    await api.handle.db.deleteFrom("preferences").where("player", "=", id).execute();
    const answer = await replace(as.admin, id, { language: "es-ES" });
    expect(answer.status).toBe(200);
    const row = await api.handle.db
      .selectFrom("preferences")
      .select("data")
      .where("player", "=", id)
      .executeTakeFirst();
    expect(row?.data).toEqual({ language: "es-ES" });
  });

  it("refuses a language the client settings do not allow with 422 naming /language", async () => {
    // The demo allows all eight locales: narrow the client settings to two for this test.
    const db = api.handle.db;
    const client = await db
      .selectFrom("settings")
      .select("data")
      .where("key", "=", "client")
      .executeTakeFirstOrThrow();
    const opts = client.data.opts as Record<string, unknown>;
    const narrowed = { ...opts, languages: { default: "en-CA", allowed: ["en-CA", "fr-CA"] } };
    await db
      .updateTable("settings")
      .set({ data: toJson({ ...client.data, opts: narrowed }) })
      .where("key", "=", "client")
      .execute();
    try {
      const before = await read(as.rep, as.rep.player);
      const answer = await replace(as.rep, as.rep.player, { language: "en-GB" });
      expect(answer.status).toBe(422);
      expect(answer.body.errors?.[0]?.field).toBe("/language");
      expect((await read(as.rep, as.rep.player)).body).toEqual(before.body);
    } finally {
      await db
        .updateTable("settings")
        .set({ data: toJson(client.data) })
        .where("key", "=", "client")
        .execute();
    }
  });

  it("refuses someone else's preferences to non-admins, and hidden users to admins", async () => {
    expect((await replace(as.manager, as.rep.player, { language: "en-CA" })).status).toBe(403);
    expect((await replace(as.client, as.rep.player, { language: "en-CA" })).status).toBe(403);
    expect((await replace(as.admin, as.root.player, { language: "en-CA" })).status).toBe(404);
  });
});
