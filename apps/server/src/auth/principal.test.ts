import { basicAuthHeader } from "@canvass/sdk/tokens";
import type { FastifyRequest } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, TEST_NOW, type TestApi } from "../testing/api-harness.js";
import { revokeSessions, TOKEN_LIFETIME_SECONDS } from "./index.js";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
}, 180_000);
afterAll(() => api.close());

const requestWith = (authorization?: string) =>
  ({ headers: authorization === undefined ? {} : { authorization } }) as FastifyRequest;

async function player(username: string) {
  return api.handle.db
    .selectFrom("players")
    .innerJoin("teams", "teams.id", "players.team")
    .select(["players.id", "players.team", "players.role", "teams.parent"])
    .where("username", "=", username)
    .executeTakeFirstOrThrow();
}

async function tokenFor(username: string) {
  const row = await player(username);
  const issued = await api.deps.tokens.issue({ player: row.id, team: row.team, role: row.role });
  return { row, issued, header: basicAuthHeader(row.id, issued.token) };
}

describe("the authenticator", () => {
  it("turns a valid Basic header into the caller with the SDK permission context", async () => {
    const { row, issued, header } = await tokenFor("manager");
    expect(issued.claims).toEqual({
      exp: Math.floor(TEST_NOW.getTime() / 1000) + TOKEN_LIFETIME_SECONDS,
      team: row.team,
      player: row.id,
      role: "manager",
    });
    const principal = await api.deps.authenticator.authenticate(requestWith(header));
    expect(principal.player).toMatchObject({ id: row.id, role: "manager", team: row.team });
    expect(principal.isRootTeam).toBe(false);
    expect(principal.permissions.role).toBe("manager");
    expect(principal.permissions.selfId).toBe(row.id);
    expect(principal.sessionId).toBe(issued.jti);
  });

  it("knows the root team", async () => {
    const { header } = await tokenFor("root");
    const principal = await api.deps.authenticator.authenticate(requestWith(header));
    expect(principal.isRootTeam).toBe(true);
  });

  it.each([
    ["no header", undefined],
    ["not Basic", "Bearer abc"],
    ["not base64 pair", "Basic !!!"],
    ["garbage token", basicAuthHeader("p00000", "a.b.c")],
  ])("refuses %s with 401", async (_, header) => {
    await expect(api.deps.authenticator.authenticate(requestWith(header))).rejects.toMatchObject({
      status: 401,
    });
  });

  it("refuses a token presented under another player's id", async () => {
    const { issued } = await tokenFor("rep");
    const other = await player("admin");
    await expect(
      api.deps.authenticator.authenticate(requestWith(basicAuthHeader(other.id, issued.token))),
    ).rejects.toMatchObject({ status: 401 });
  });

  it("refuses a revoked session, and an expired one", async () => {
    const { row, header } = await tokenFor("callcenter");
    await api.deps.authenticator.authenticate(requestWith(header));
    await revokeSessions(api.handle.db, row.id, TEST_NOW);
    await expect(api.deps.authenticator.authenticate(requestWith(header))).rejects.toMatchObject({
      status: 401,
    });
    const fresh = await tokenFor("callcenter");
    api.setNow(new Date(TEST_NOW.getTime() + (TOKEN_LIFETIME_SECONDS + 1) * 1000));
    try {
      await expect(
        api.deps.authenticator.authenticate(requestWith(fresh.header)),
      ).rejects.toMatchObject({ status: 401 });
    } finally {
      api.setNow(TEST_NOW);
    }
  });

  it("answers 401 over HTTP before validating the request", async () => {
    const answer = await api.call("getPlayer", { path: { id: "not a valid id!" } });
    expect(answer.status).toBe(401);
  });
});
