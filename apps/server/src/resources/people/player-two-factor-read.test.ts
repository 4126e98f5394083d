/**
 * `two_factor_enabled` on `GET /players/{id}/` (issue #17 item 9), over HTTP: present exactly for
 * the callers who may turn the player's two-factor sign-in on or off, following each change
 * (past an earlier `If-Modified-Since`), and never in lists.
 */
import type { Schema } from "@canvass/sdk/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type ApiSession, type TestApi } from "../../testing/api-harness.js";
import { clearAttempts, playerRow } from "../auth/test-support.js";

type Player = Schema<"Player">;

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
}, 180_000);
afterAll(() => api.close());

const getPlayer = (as: ApiSession, id: string, headers?: Record<string, string>) =>
  api.call<Player>("getPlayer", {
    as,
    path: { id },
    ...(headers === undefined ? {} : { headers }),
  });

const setTwoFactor = (as: ApiSession, id: string, enabled: boolean) =>
  api.call("setPlayerTwoFactor", { as, path: { id }, body: { enabled } });

describe("two_factor_enabled on getPlayer", () => {
  it("shows the player themself and the admin above them the state, following each change", async () => {
    await clearAttempts(api);
    const admin = await api.signIn("admin");
    const rep = await api.signIn("rep");

    const own = await getPlayer(rep, rep.player);
    expect(own.status).toBe(200);
    expect(own.body.two_factor_enabled).toBe(false);

    const before = await getPlayer(admin, rep.player);
    expect(before.body.two_factor_enabled).toBe(false);
    const lastModified = before.headers.get("last-modified") ?? "";
    expect(lastModified).not.toBe("");

    expect((await setTwoFactor(admin, rep.player, true)).status).toBe(200);
    const on = await getPlayer(admin, rep.player, { "If-Modified-Since": lastModified });
    expect(on.status, "the change is newer than the earlier read").toBe(200);
    expect(on.body.two_factor_enabled).toBe(true);

    expect((await setTwoFactor(admin, rep.player, false)).status).toBe(200);
    expect((await getPlayer(admin, rep.player)).body.two_factor_enabled).toBe(false);
  });

  it("reads true for a player who has it on (root reading admin2fa)", async () => {
    const root = await api.signIn("root");
    const withCode = await playerRow(api, "admin2fa");
    expect(withCode.totp_enabled).toBe(true);
    const answer = await getPlayer(root, withCode.id);
    expect(answer.body.two_factor_enabled).toBe(true);
  });

  it("leaves it out for callers who may not change it", async () => {
    await clearAttempts(api);
    const [admin, manager, rep] = await Promise.all([
      api.signIn("admin"),
      api.signIn("manager"),
      api.signIn("rep"),
    ]);
    // A manager may read the rep but not edit two-factor (spec §6: admin only).
    const byManager = await getPlayer(manager, rep.player);
    expect(byManager.status).toBe(200);
    expect(byManager.body).not.toHaveProperty("two_factor_enabled");
    // Same rank: an admin reading another admin.
    const otherAdmin = await playerRow(api, "admin2fa");
    const sameRank = await getPlayer(admin, otherAdmin.id);
    expect(sameRank.status).toBe(200);
    expect(sameRank.body).not.toHaveProperty("two_factor_enabled");
  });

  it("is never in the list of players", async () => {
    const admin = await api.signIn("admin");
    const list = await api.call<Schema<"PlayerList">>("listPlayers", {
      as: admin,
      query: { PageSize: 50 },
    });
    expect(list.status).toBe(200);
    expect(list.body.Result.length).toBeGreaterThan(0);
    for (const player of list.body.Result) expect(player).not.toHaveProperty("two_factor_enabled");
  });
});
