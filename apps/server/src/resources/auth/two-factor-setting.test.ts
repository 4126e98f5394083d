import { basicAuthHeader } from "@canvass/sdk/tokens";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { clearAttempts, codeAt, playerInTeam, playerRow, sessionWorks } from "./test-support.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
}, 180_000);
afterAll(() => api.close());
beforeEach(() => clearAttempts(api));

interface Setting {
  enabled: boolean;
  secret?: string;
  otpauthUrl?: string;
  recoveryCodes?: string[];
}

const setTwoFactor = (as: ApiSession, id: string, enabled: boolean) =>
  api.call<Setting>("setPlayerTwoFactor", { as, path: { id }, body: { enabled } });

/** A session for a player without a demo password (minted directly). */
async function sessionOf(username: string): Promise<ApiSession> {
  const row = await playerRow(api, username);
  const issued = await api.deps.tokens.issue({ player: row.id, team: row.team, role: row.role });
  return {
    player: row.id,
    team: row.team,
    role: row.role,
    token: issued.token,
    authorization: basicAuthHeader(row.id, issued.token),
  };
}

const state = async (player: string) => {
  const row = await api.handle.db
    .selectFrom("players")
    .select(["totp_enabled", "totp_secret"])
    .where("id", "=", player)
    .executeTakeFirstOrThrow();
  const codes = await api.handle.db
    .selectFrom("recovery_codes")
    .select("code_hash")
    .where("player", "=", player)
    .execute();
  const history = await api.handle.db
    .selectFrom("history")
    .select(["author", "changes"])
    .where("target", "=", player)
    .execute();
  return { ...row, codes: codes.map((code) => code.code_hash), history };
};

describe("setPlayerTwoFactor", () => {
  it("turns it on for oneself: a new secret, its URL and ten recovery codes, stored hashed", async () => {
    const caller = await api.signIn("callcenter");
    const other = await api.signIn("callcenter");
    const answer = await setTwoFactor(caller, caller.player, true);
    expect(answer.status).toBe(200);
    const { secret, otpauthUrl, recoveryCodes } = answer.body;
    expect(answer.body.enabled).toBe(true);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toContain(`secret=${secret ?? ""}`);
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Canvass:callcenter\?/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const stored = await state(caller.player);
    expect(stored.totp_enabled).toBe(true);
    expect(stored.totp_secret).toBe(secret);
    expect(stored.codes).toHaveLength(10);
    for (const hash of stored.codes) {
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(recoveryCodes).not.toContain(hash);
    }
    expect(stored.history.at(-1)).toMatchObject({
      author: caller.player,
      changes: [{ field: "TwoFactor", from: false, to: true }],
    });
    // Every other session is revoked; the caller's stays.
    expect(await sessionWorks(api, caller)).toBe(true);
    expect(await sessionWorks(api, other)).toBe(false);

    // The next sign-in needs the new secret's code.
    const signIn = await api.call<{ status: string; challenge: string }>("signIn", {
      body: { username: "callcenter", password: "canvass-callcenter-demo" },
    });
    expect(signIn.body.status).toBe("secondStepRequired");
    const verified = await api.call("verifyTwoFactor", {
      body: { challenge: signIn.body.challenge, code: codeAt(secret ?? "", api.deps.now()) },
    });
    expect(verified.status).toBe(200);
    expect((await setTwoFactor(caller, caller.player, false)).status).toBe(200);
  });

  it("turning it on again replaces the secret and the codes", async () => {
    const caller = await api.signIn("rep");
    const first = await setTwoFactor(caller, caller.player, true);
    const second = await setTwoFactor(caller, caller.player, true);
    expect(second.body.secret).not.toBe(first.body.secret);
    const stored = await state(caller.player);
    expect(stored.codes).toHaveLength(10);
    expect(stored.totp_secret).toBe(second.body.secret);
    await setTwoFactor(caller, caller.player, false);
  });

  it("turns it off: secret, codes and pending challenges dropped, sign-in in one step", async () => {
    const admin = await api.signIn("admin");
    const target = await playerRow(api, "manager");
    expect((await setTwoFactor(admin, target.id, true)).status).toBe(200);
    const pending = await api.call<{ status: string }>("signIn", {
      body: { username: "manager", password: "canvass-manager-demo" },
    });
    expect(pending.body.status).toBe("secondStepRequired");

    const answer = await setTwoFactor(admin, target.id, false);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ enabled: false });
    const stored = await state(target.id);
    expect(stored).toMatchObject({ totp_enabled: false, totp_secret: null, codes: [] });
    const challenges = await api.handle.db
      .selectFrom("two_factor_challenges")
      .select("id")
      .where("player", "=", target.id)
      .execute();
    expect(challenges).toEqual([]);
    const signIn = await api.call<{ status: string }>("signIn", {
      body: { username: "manager", password: "canvass-manager-demo" },
    });
    expect(signIn.body.status).toBe("signedIn");
  });

  it("lets an admin set it for a player below their rank and revokes all that player's sessions", async () => {
    const admin = await api.signIn("admin");
    const rep = await api.signIn("rep");
    const answer = await setTwoFactor(admin, rep.player, true);
    expect(answer.status).toBe(200);
    expect(await sessionWorks(api, rep)).toBe(false);
    expect(await sessionWorks(api, admin)).toBe(true);
    expect((await state(rep.player)).history.at(-1)).toMatchObject({ author: admin.player });
    await setTwoFactor(admin, rep.player, false);
  });

  it("lets root set it for an admin", async () => {
    const root = await api.signIn("root");
    const target = await playerRow(api, "admin");
    expect((await setTwoFactor(root, target.id, true)).status).toBe(200);
    expect((await setTwoFactor(root, target.id, false)).status).toBe(200);
  });

  it("refuses an admin for another admin (same rank) with 403, writing nothing", async () => {
    const admin = await api.signIn("admin");
    const target = await playerRow(api, "admin2fa");
    const before = await state(target.id);
    const answer = await setTwoFactor(admin, target.id, false);
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).toContain("EditTwoFactor");
    expect(await state(target.id)).toEqual(before);
  });

  it("hides players above the caller's rank (404)", async () => {
    const admin = await api.signIn("admin");
    const root = await playerRow(api, "root");
    expect((await setTwoFactor(admin, root.id, true)).status).toBe(404);
  });

  it("answers 404 for an unknown player", async () => {
    const admin = await api.signIn("admin");
    expect((await setTwoFactor(admin, "fffffe", true)).status).toBe(404);
  });

  it("refuses a manager for a player of their team (spec: admin only), writing nothing", async () => {
    const manager = await api.signIn("manager");
    const rep = await playerRow(api, "rep");
    const before = await state(rep.id);
    const answer = await setTwoFactor(manager, rep.id, true);
    expect(answer.status).toBe(403);
    expect(JSON.stringify(answer.body)).toContain("EditTwoFactor");
    expect(await state(rep.id)).toEqual(before);
  });

  it.each(["rep", "callcenter", "client"])("refuses %s for another player (403)", async (role) => {
    const caller = await api.signIn(role);
    const target = await playerInTeam(api, "Toronto Downtown", "rep");
    expect((await setTwoFactor(caller, target.id, true)).status).toBe(403);
  });

  it("refuses a client user for themself (no players:update)", async () => {
    const client = await api.signIn("client");
    const answer = await setTwoFactor(client, client.player, true);
    expect(answer.status).toBe(403);
    expect((await state(client.player)).totp_enabled).toBe(false);
  });

  it("lets a generated field player (no demo login) turn it on", async () => {
    const target = await playerInTeam(api, "London Central", "rep");
    const session = await sessionOf(target.username);
    expect((await setTwoFactor(session, session.player, true)).status).toBe(200);
    expect((await setTwoFactor(session, session.player, false)).status).toBe(200);
  });

  it("answers 422 for a body without enabled, and 401 without a token", async () => {
    const admin = await api.signIn("admin");
    const bad = await api.call("setPlayerTwoFactor", {
      as: admin,
      path: { id: admin.player },
      body: { on: true },
    });
    expect(bad.status).toBe(422);
    const anonymous = await api.call("setPlayerTwoFactor", {
      path: { id: admin.player },
      body: { enabled: true },
    });
    expect(anonymous.status).toBe(401);
  });
});
