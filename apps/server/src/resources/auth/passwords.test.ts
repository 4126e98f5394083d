import { userActionMessage } from "@canvass/sdk/permissions";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "../../db/index.js";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { PAIR_FREE_FAILURES } from "./throttle.js";
import {
  clearAttempts,
  expectFieldError,
  playerInTeam,
  playerRow,
  sessionWorks,
} from "./test-support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
}, 180_000);
afterAll(() => api.close());
beforeEach(() => clearAttempts(api));

const changeOwn = (as: ApiSession, id: string, CurrentPassword: string, NewPassword: string) =>
  api.call("changeOwnPassword", { as, path: { id }, body: { CurrentPassword, NewPassword } });

const setPassword = (as: ApiSession, id: string, Password: string) =>
  api.call("updatePlayerPassword", { as, path: { id }, body: { Password } });

const hashOf = async (id: string) =>
  (
    await api.handle.db
      .selectFrom("players")
      .select("password_hash")
      .where("id", "=", id)
      .executeTakeFirstOrThrow()
  ).password_hash;

const historyOf = (id: string) =>
  api.handle.db
    .selectFrom("history")
    .select(["author", "target_type", "action", "changes"])
    .where("target", "=", id)
    .execute();

describe("changeOwnPassword", () => {
  it("changes the password, keeps the caller's session and revokes the others", async () => {
    const caller = await api.signIn("callcenter");
    const other = await api.signIn("callcenter");
    const answer = await changeOwn(
      caller,
      caller.player,
      "canvass-callcenter-demo",
      "a new long secret",
    );
    expect(answer.status).toBe(204);
    expect(await sessionWorks(api, caller)).toBe(true);
    expect(await sessionWorks(api, other)).toBe(false);
    expect(await verifyPassword(await hashOf(caller.player), "a new long secret")).toBe(true);
    await api.signIn("callcenter", "a new long secret");
    expect(await historyOf(caller.player)).toContainEqual({
      author: caller.player,
      target_type: "player",
      action: "update",
      changes: [{ field: "Password" }],
    });
    expect(
      (await changeOwn(caller, caller.player, "a new long secret", "canvass-callcenter-demo"))
        .status,
    ).toBe(204);
  });

  it("answers 403 for another player's id", async () => {
    const admin = await api.signIn("admin");
    const rep = await playerRow(api, "rep");
    const answer = await changeOwn(admin, rep.id, "canvass-admin-demo", "whatever new secret");
    expect(answer.status).toBe(403);
    expect(await hashOf(rep.id)).toBe(rep.password_hash);
  });

  it("answers 422 naming /CurrentPassword when it is wrong, writing nothing", async () => {
    const caller = await api.signIn("rep");
    const before = await hashOf(caller.player);
    expectFieldError(
      await changeOwn(caller, caller.player, "wrong", "a new long secret"),
      "/CurrentPassword",
    );
    expect(await hashOf(caller.player)).toBe(before);
  });

  it("answers 422 naming /NewPassword when it equals the current one", async () => {
    const caller = await api.signIn("rep");
    expectFieldError(
      await changeOwn(caller, caller.player, "canvass-rep-demo", "canvass-rep-demo"),
      "/NewPassword",
    );
  });

  it("answers 422 naming /NewPassword when it is too short", async () => {
    const caller = await api.signIn("rep");
    expectFieldError(
      await changeOwn(caller, caller.player, "canvass-rep-demo", "short"),
      "/NewPassword",
    );
  });

  it("throttles guesses of the current password (429 with Retry-After)", async () => {
    const caller = await api.signIn("manager");
    for (let attempt = 0; attempt < PAIR_FREE_FAILURES; attempt += 1) {
      expect(
        (await changeOwn(caller, caller.player, `guess-${attempt}`, "a new long secret")).status,
      ).toBe(422);
    }
    const refused = await changeOwn(
      caller,
      caller.player,
      "canvass-manager-demo",
      "a new long secret",
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("30");
  });

  it("needs a token", async () => {
    const rep = await playerRow(api, "rep");
    expect(
      (
        await api.call("changeOwnPassword", {
          path: { id: rep.id },
          body: { CurrentPassword: "x", NewPassword: "long enough" },
        })
      ).status,
    ).toBe(401);
  });
});

describe("updatePlayerPassword", () => {
  it("lets a manager set the password of a rep of their subtree, revoking all the rep's sessions", async () => {
    const manager = await api.signIn("manager");
    const rep = await api.signIn("rep");
    const answer = await setPassword(manager, rep.player, "set by the manager");
    expect(answer.status).toBe(204);
    expect(await sessionWorks(api, rep)).toBe(false);
    expect(await sessionWorks(api, manager)).toBe(true);
    await api.signIn("rep", "set by the manager");
    expect(await historyOf(rep.player)).toContainEqual({
      author: manager.player,
      target_type: "player",
      action: "update",
      changes: [{ field: "Password" }],
    });
    expect((await setPassword(manager, rep.player, "canvass-rep-demo")).status).toBe(204);
  });

  it("lets an admin set a manager's password, and root an admin's", async () => {
    const admin = await api.signIn("admin");
    const manager = await playerRow(api, "manager.eu");
    expect((await setPassword(admin, manager.id, "set by the admin")).status).toBe(204);
    expect(await verifyPassword(await hashOf(manager.id), "set by the admin")).toBe(true);
    const root = await api.signIn("root");
    const target = await playerRow(api, "admin2fa");
    expect((await setPassword(root, target.id, "canvass-admin-demo")).status).toBe(204);
  });

  it("hides players outside a manager's subtree (404), writing nothing", async () => {
    const manager = await api.signIn("manager");
    const elsewhere = await playerInTeam(api, "London Central", "rep");
    expect((await setPassword(manager, elsewhere.id, "not allowed here")).status).toBe(404);
    expect(await hashOf(elsewhere.id)).toBe(elsewhere.password_hash);
  });

  it("hides players above the caller's rank (404)", async () => {
    const manager = await api.signIn("manager");
    const admin = await playerRow(api, "admin");
    expect((await setPassword(manager, admin.id, "not allowed here")).status).toBe(404);
    const adminSession = await api.signIn("admin");
    const root = await playerRow(api, "root");
    expect((await setPassword(adminSession, root.id, "not allowed here")).status).toBe(404);
  });

  it("refuses a player of the same rank (403), writing nothing", async () => {
    const admin = await api.signIn("admin");
    const other = await playerRow(api, "admin2fa");
    const answer = await setPassword(admin, other.id, "not allowed here");
    expect(answer.status).toBe(403);
    expect(await hashOf(other.id)).toBe(other.password_hash);
  });

  it("refuses the caller's own id (403: change it with changeOwnPassword)", async () => {
    const admin = await api.signIn("admin");
    const answer = await setPassword(admin, admin.player, "not allowed here");
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).toContain("change-password");
    // The SDK's rule and its words, as the console's edit page asks them.
    expect((answer.body as { detail?: string }).detail).toBe(
      userActionMessage("setPassword", "self", "admin"),
    );
  });

  it.each(["rep", "callcenter", "client"])("refuses %s (403)", async (role) => {
    const caller = await api.signIn(role);
    const target = await playerInTeam(api, "Toronto Downtown", "rep");
    const answer = await setPassword(caller, target.id, "not allowed here");
    expect(answer.status).toBe(403);
    // A client may update no player at all (the base table); the others by the SDK's rule.
    if (role !== "client") {
      expect((answer.body as { detail?: string }).detail).toBe(
        userActionMessage("setPassword", "permission", role as "rep"),
      );
    }
    expect(await hashOf(target.id)).toBe(target.password_hash);
  });

  it("answers 404 for an unknown id and 422 for a short password", async () => {
    const admin = await api.signIn("admin");
    expect((await setPassword(admin, "fffffe", "long enough pass")).status).toBe(404);
    const rep = await playerRow(api, "rep");
    expectFieldError(await setPassword(admin, rep.id, "short"), "/Password");
  });
});
