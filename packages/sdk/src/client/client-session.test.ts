import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import { createLoopbackClient } from "../../test/test-client";
import type { CanvassClient } from "./create-client";
import { isAuthError } from "./errors";
import type { ForcedLogoutEvent } from "./events";

const unauthorized = {
  status: 401,
  body: { type: "about:blank", title: "Unauthorized", status: 401 },
};

describe("session signals (against a loopback server)", () => {
  let server: LoopbackServer;
  let client: CanvassClient;
  let forced: ForcedLogoutEvent[];

  beforeEach(async () => {
    server = await startLoopbackServer();
    server.on("GET", "/api/players/", unauthorized);
    server.on("GET", "/api/teams/", { body: { Result: [], Count: 0 } });
    ({ client } = createLoopbackClient(server));
    forced = [];
    client.on("forcedLogout", (e) => forced.push(e));
  });
  afterEach(() => server.close());

  const fail = () => client.call("listPlayers");

  it("emits forcedLogout on the 4th consecutive 401", async () => {
    await fail();
    await fail();
    await fail();
    expect(forced).toEqual([]);
    const fourth = await fail();
    expect(fourth).toMatchObject({ ok: false, error: { kind: "http", status: 401 } });
    expect(forced).toEqual([{ consecutiveUnauthorized: 4 }]);
  });

  it("resets the count on a successful read", async () => {
    await fail();
    await fail();
    await fail();
    await client.call("listTeams");
    await fail();
    await fail();
    await fail();
    expect(forced).toEqual([]);
  });

  it("surfaces the X-Auth-Error reason of a refused sign-in as an auth error", async () => {
    server.on("POST", "/api/users/auth/", {
      ...unauthorized,
      headers: {
        "X-Auth-Error": "Invalid username or password",
        "Content-Type": "application/problem+json",
      },
    });
    const result = await client.call("signIn", { body: { username: "jdoe", password: "wrong" } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(isAuthError(result.error)).toBe(true);
    expect(result.error).toMatchObject({
      kind: "auth",
      status: 401,
      reason: "Invalid username or password",
    });
    expect(forced).toEqual([]);
  });

  it("surfaces the reason of a refused two-factor code", async () => {
    server.on("POST", "/api/users/2fa/", {
      ...unauthorized,
      headers: { "X-Auth-Error": "Code expired" },
    });
    const result = await client.call("verifyTwoFactor", {
      body: { code: "123456", challenge: "c" },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: "auth", reason: "Code expired" } });
  });

  it("signs in and carries the session to the next calls", async () => {
    server.on("POST", "/api/users/auth/", {
      body: {
        status: "signedIn",
        token: "t0k",
        player: "p1",
        team: "t1",
        role: "admin",
        expiresAt: "2026-11-22T00:00:00.000Z",
      },
    });
    const result = await client.call("signIn", { body: { username: "jdoe", password: "right" } });
    expect(result.ok && result.data.status).toBe("signedIn");
    expect(server.requestsTo("POST", "/api/users/auth/")[0]?.headers.authorization).toBeUndefined();
  });
});
