import {
  TEAM_REFUSAL_MESSAGES,
  canActOnUser,
  createPermissionContext,
  userActionMessage,
} from "@canvass/sdk/permissions";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toJson } from "../../db/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import type { Player } from "../player-row.js";
import {
  counts,
  memberOf,
  playerId,
  sessionFor,
  sessionsFor,
  teamId,
  type Problem,
} from "./test-support.js";

const USERS = ["root", "admin", "manager", "client", "callcenter", "rep"] as const;
const WRITTEN = ["players", "ids", "history", "sessions"] as const;

let api: TestApi;
let as: Record<(typeof USERS)[number], ApiSession>;
let toronto: string;
let vancouver: string;
let london: string;
let serial = 0;

beforeAll(async () => {
  api = await startTestApi({ accounts: 40 });
  as = await sessionsFor(api, USERS);
  toronto = await teamId(api, "Toronto Downtown");
  vancouver = await teamId(api, "Vancouver West");
  london = await teamId(api, "London Central");
}, 180_000);
afterAll(() => api.close());

function newPlayer(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    firstname: "Nora",
    lastname: `Newcomer${serial}`,
    username: `nora.new${serial}`,
    email: `nora.new${serial}@example.org`,
    password: "correct-horse-battery",
    role: "rep",
    team: toronto,
    ...overrides,
  };
}

async function create(session: ApiSession, body: Record<string, unknown>) {
  return api.call<Player & Problem>("createPlayer", { as: session, body });
}

async function created(body: Record<string, unknown> = {}): Promise<Player> {
  const answer = await create(as.manager, newPlayer(body));
  expect(answer.status).toBe(201);
  return answer.body;
}

async function update(session: ApiSession, id: string, body: Record<string, unknown>) {
  return api.call<Player & Problem>("updatePlayer", { as: session, path: { id }, body });
}

async function stored(id: string) {
  return api.handle.db.selectFrom("players").selectAll().where("id", "=", id).executeTakeFirst();
}

describe("createPlayer", () => {
  it("creates a user below the manager's rank in their subtree, hashing the password", async () => {
    const body = newPlayer();
    const answer = await create(as.manager, body);
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      firstname: "Nora",
      username: body.username,
      full_name: `Nora ${body.lastname}`,
      role: "rep",
      team: toronto,
      status: 1,
    });
    const row = await stored(answer.body.id);
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    const id = await api.handle.db
      .selectFrom("ids")
      .select("type")
      .where("id", "=", answer.body.id)
      .executeTakeFirst();
    expect(id?.type).toBe("player");
    const history = await api.handle.db
      .selectFrom("history")
      .selectAll()
      .where("target", "=", answer.body.id)
      .execute();
    expect(history).toMatchObject([
      { action: "create", target_type: "player", author: as.manager.player },
    ]);
  });

  it("lets admin create a manager anywhere", async () => {
    const answer = await create(as.admin, newPlayer({ role: "manager", team: london }));
    expect(answer.status).toBe(201);
  });

  it("refuses a team outside the manager's subtree with 422 naming /team", async () => {
    const before = await counts(api, WRITTEN);
    const answer = await create(as.manager, newPlayer({ team: london }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[0]?.field).toBe("/team");
    const unknown = await create(as.admin, newPlayer({ team: "nosuch" }));
    expect(unknown.status).toBe(422);
    expect(await counts(api, WRITTEN)).toEqual(before);
  });

  it("refuses a username or e-mail address in use, ignoring case, with 409", async () => {
    const before = await counts(api, WRITTEN);
    const username = await create(as.manager, newPlayer({ username: "REP" }));
    expect(username.status).toBe(409);
    expect(username.body.errors?.map((e) => e.field)).toEqual(["/username"]);
    const email = await create(as.manager, newPlayer({ email: "Rep@Canvass.Example" }));
    expect(email.status).toBe(409);
    expect(email.body.errors?.map((e) => e.field)).toEqual(["/email"]);
    expect(await counts(api, WRITTEN)).toEqual(before);
  });

  it("refuses a malformed e-mail address with 422 naming /email", async () => {
    const answer = await create(as.manager, newPlayer({ email: "not-an-address" }));
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.map((e) => e.field)).toContain("/email");
  });

  it("needs the user.metadata feature for metadata", async () => {
    const settings = await api.handle.db
      .selectFrom("settings")
      .select("data")
      .where("key", "=", "client")
      .executeTakeFirstOrThrow();
    const setMetadata = async (metadata: boolean) => {
      await api.handle.db
        .updateTable("settings")
        .set({ data: toJson({ ...settings.data, user: { metadata } }) })
        .where("key", "=", "client")
        .execute();
      api.deps.features.invalidate();
    };
    try {
      await setMetadata(false);
      const refused = await create(as.manager, newPlayer({ metadata: { homepage: "/subs" } }));
      expect(refused.status).toBe(403);
      await setMetadata(true);
      const answer = await create(as.manager, newPlayer({ metadata: { homepage: "/subs" } }));
      expect(answer.status).toBe(201);
      expect(answer.body.metadata).toEqual({ homepage: "/subs" });
    } finally {
      await api.handle.db
        .updateTable("settings")
        .set({ data: toJson(settings.data) })
        .where("key", "=", "client")
        .execute();
      api.deps.features.invalidate();
    }
  });
});

describe("updatePlayer", () => {
  it("changes the fields sent and records the change", async () => {
    const player = await created();
    const answer = await update(as.manager, player.id, {
      firstname: "Nadia",
      email: `x${player.username}@example.org`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      firstname: "Nadia",
      full_name: `Nadia ${player.lastname}`,
    });
    const history = await api.handle.db
      .selectFrom("history")
      .select(["action", "changes"])
      .where("target", "=", player.id)
      .where("action", "=", "update")
      .execute();
    expect(history[0]?.changes.map((c) => c.field)).toEqual(["firstname", "email"]);
  });

  it("moves a user to another team of the subtree and ends their sessions", async () => {
    const player = await created();
    const session = await sessionFor(api, player.username);
    expect((await api.call("getPlayer", { as: session, path: { id: player.id } })).status).toBe(
      200,
    );
    const answer = await update(as.manager, player.id, { team: vancouver });
    expect(answer.status).toBe(200);
    expect(answer.body.team).toBe(vancouver);
    expect((await api.call("getPlayer", { as: session, path: { id: player.id } })).status).toBe(
      401,
    );
    const history = await api.handle.db
      .selectFrom("history")
      .select("action")
      .where("target", "=", player.id)
      .orderBy("created")
      .execute();
    expect(history.map((h) => h.action)).toContain("move");
  });

  it("refuses a move outside the subtree with 422 naming /team, writing nothing", async () => {
    const player = await created();
    const before = await counts(api, WRITTEN);
    const answer = await update(as.manager, player.id, { firstname: "Changed", team: london });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[0]?.field).toBe("/team");
    expect(await stored(player.id)).toMatchObject({ firstname: "Nora", team: toronto });
    expect(await counts(api, WRITTEN)).toEqual(before);
  });

  it("refuses a role at or above the caller's rank with 422 naming /role", async () => {
    const player = await created();
    const answer = await update(as.manager, player.id, { role: "manager" });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[0]).toMatchObject({
      field: "/role",
      message: "manager is not a valid role",
    });
    const allowed = await update(as.manager, player.id, { role: "callcenter" });
    expect(allowed.status).toBe(200);
    expect(allowed.body.role).toBe("callcenter");
  });

  it("deactivates and activates a user below the caller, ending their sessions", async () => {
    const player = await created();
    const session = await sessionFor(api, player.username);
    const off = await update(as.manager, player.id, { status: 0 });
    expect(off.status).toBe(200);
    expect(off.body.status).toBe(0);
    expect((await api.call("listPlayers", { as: session })).status).toBe(401);
    expect((await update(as.manager, player.id, { status: 1 })).body.status).toBe(1);
    const actions = await api.handle.db
      .selectFrom("history")
      .select("action")
      .where("target", "=", player.id)
      .execute();
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(["deactivate", "activate"]),
    );
  });

  it("refuses a status change of yourself, and by rep, callcenter or client", async () => {
    const self = await update(as.manager, as.manager.player, { status: 0 });
    expect(self.status).toBe(403);
    expect((await update(as.rep, as.rep.player, { status: 0 })).status).toBe(403);
    expect((await update(as.callcenter, as.callcenter.player, { status: 0 })).status).toBe(403);
    expect((await update(as.client, as.client.player, { status: 0 })).status).toBe(403);
    expect((await stored(as.manager.player))?.status).toBe(1);
  });

  it("lets a rep edit their own name but not a teammate", async () => {
    const own = await update(as.rep, as.rep.player, { lastname: "Representative" });
    expect(own.status).toBe(200);
    expect(own.body.lastname).toBe("Representative");
    const teammate = await memberOf(api, "Toronto Downtown");
    expect((await update(as.rep, teammate, { lastname: "X" })).status).toBe(403);
  });

  it("refuses a client (no players:update) and changes of your own role or team", async () => {
    expect((await update(as.client, as.client.player, { firstname: "C" })).status).toBe(403);
    expect((await update(as.admin, as.admin.player, { role: "rep" })).status).toBe(403);
    expect((await update(as.manager, as.manager.player, { team: toronto })).status).toBe(403);
  });

  it("refuses actions on yourself with the SDK's rule and message", async () => {
    const cases = [
      ["changeRole", { role: "rep" }],
      ["move", { team: toronto }],
      ["setStatus", { status: 0 }],
    ] as const;
    const admin = createPermissionContext({ role: "admin", selfId: as.admin.player });
    for (const [action, body] of cases) {
      const refusal = canActOnUser(admin, { id: as.admin.player, role: "admin" }, action);
      expect(refusal).toBe("self");
      const answer = await update(as.admin, as.admin.player, body);
      expect(answer.status).toBe(403);
      expect(answer.body.detail).toBe(userActionMessage(action, "self", "admin"));
    }
    const own = await api.call<Problem>("deletePlayer", {
      as: as.admin,
      path: { id: as.admin.player },
    });
    expect(own.body.detail).toBe(userActionMessage("delete", "self", "admin"));
  });

  it("keeps users out of the root team for all but root (403)", async () => {
    const hq = await teamId(api, "Canvass HQ");
    const player = await created();
    const before = await counts(api, WRITTEN);
    for (const caller of ["admin", "manager"] as const) {
      const moved = await update(as[caller], player.id, { team: hq });
      const expected = caller === "admin" ? 403 : 422;
      expect(moved.status, caller).toBe(expected);
    }
    const movedByAdmin = await update(as.admin, player.id, { team: hq });
    expect(movedByAdmin.body.detail).toBe(TEAM_REFUSAL_MESSAGES.rootTeam);
    const createdByAdmin = await create(as.admin, newPlayer({ team: hq }));
    expect(createdByAdmin.status).toBe(403);
    expect(await counts(api, WRITTEN)).toEqual(before);
    const byRoot = await update(as.root, player.id, { team: hq });
    expect(byRoot.status).toBe(200);
    expect(byRoot.body.team).toBe(hq);
  });

  it("answers 404 outside rank or scope", async () => {
    expect(
      (await update(as.manager, await playerId(api, "manager.eu"), { firstname: "E" })).status,
    ).toBe(404);
    expect((await update(as.admin, await playerId(api, "root"), { firstname: "R" })).status).toBe(
      404,
    );
    expect(
      (await update(as.manager, await memberOf(api, "London Central"), { firstname: "L" })).status,
    ).toBe(404);
    expect((await update(as.root, "nosuch", { firstname: "N" })).status).toBe(404);
  });

  it("answers 403 for a same-rank user", async () => {
    expect(
      (await update(as.admin, await playerId(api, "admin2fa"), { firstname: "T" })).status,
    ).toBe(403);
  });

  it("refuses an e-mail address in use with 409", async () => {
    const player = await created();
    const answer = await update(as.manager, player.id, { email: "MANAGER@canvass.example" });
    expect(answer.status).toBe(409);
    expect(answer.body.errors?.[0]?.field).toBe("/email");
  });
});

describe("deletePlayer", () => {
  it("deletes a user below the caller's rank, with their files", async () => {
    const player = await created();
    const avatar = `assets/players/${player.id}/player.png`;
    await api.handle.db
      .insertInto("assets")
      .values({ path: avatar, content_type: "image/png", bytes: new Uint8Array([137, 80, 78, 71]) })
      .execute();
    const answer = await api.call("deletePlayer", { as: as.manager, path: { id: player.id } });
    expect(answer.status).toBe(204);
    expect(await stored(player.id)).toBeUndefined();
    const files = await api.handle.db
      .selectFrom("assets")
      .select("path")
      .where("path", "=", avatar)
      .execute();
    expect(files).toEqual([]);
    expect((await api.call("getPlayer", { as: as.manager, path: { id: player.id } })).status).toBe(
      404,
    );
  });

  it("refuses yourself and users at your rank with 403", async () => {
    expect(
      (await api.call("deletePlayer", { as: as.admin, path: { id: as.admin.player } })).status,
    ).toBe(403);
    const peer = await playerId(api, "admin2fa");
    expect((await api.call("deletePlayer", { as: as.admin, path: { id: peer } })).status).toBe(403);
    expect(await stored(peer)).toBeDefined();
  });

  it.each(["client", "callcenter", "rep"] as const)("answers 403 to %s", async (caller) => {
    const teammate = await memberOf(api, "Toronto Downtown");
    expect(
      (await api.call("deletePlayer", { as: as[caller], path: { id: teammate } })).status,
    ).toBe(403);
  });

  it("answers 404 outside the scope", async () => {
    const londoner = await memberOf(api, "London Central");
    expect(
      (await api.call("deletePlayer", { as: as.manager, path: { id: londoner } })).status,
    ).toBe(404);
    expect(await stored(londoner)).toBeDefined();
  });

  it("refuses a user with submissions (deactivate instead), writing nothing", async () => {
    const row = await api.handle.db
      .selectFrom("accounts")
      .select("player")
      .where("player", "is not", null)
      .executeTakeFirstOrThrow();
    const before = await counts(api, WRITTEN);
    const answer = await api.call<Problem>("deletePlayer", {
      as: as.root,
      path: { id: row.player ?? "" },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.detail).toContain("deactivate");
    // The code a client words the refusal by, in its reader's language.
    expect(answer.body.errors).toEqual([
      { field: "path.id", message: "has submissions", code: "has-submissions" },
    ]);
    expect(await counts(api, WRITTEN)).toEqual(before);
  });
});
