import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer, RecordedRequest } from "../../test/loopback-server";
import { silentLogger } from "../logging/logger";
import { basicAuthHeader } from "../tokens/basic-auth";
import { createCanvassClient } from "./create-client";
import type { CanvassClient } from "./create-client";
import type { CanvassClientOptions } from "./options";
import { createMemorySessionStore } from "./session";
import type { Session, SessionStore } from "./session";

const SIGNED_IN = {
  status: "signedIn",
  token: "header.payload.signature",
  claims: { exp: 2_000_000_000, team: "t1", player: "p9f8e7", role: "admin" },
  expiresAt: "2033-05-18T03:33:20.000Z",
  player: "p9f8e7",
  team: "t1",
  role: "admin",
  tag: "acme",
};
const SESSION: Session = { token: SIGNED_IN.token, playerId: SIGNED_IN.player, tag: "acme" };
const SECOND_STEP = {
  status: "secondStepRequired",
  secondStep: "code",
  challenge: "ch4ll3nge",
  expiresAt: "2033-05-18T03:33:20.000Z",
};

/** A store that records what the client put into it. */
function recordingStore(): SessionStore & { readonly sets: (Session | null)[] } {
  const memory = createMemorySessionStore();
  const sets: (Session | null)[] = [];
  return {
    sets,
    get: () => memory.get(),
    set: (session) => {
      sets.push(session);
      return memory.set(session);
    },
  };
}

const authorizationOf = (request: RecordedRequest | undefined) => request?.headers.authorization;

describe("client.auth (against a loopback server)", () => {
  let server: LoopbackServer;

  beforeEach(async () => {
    server = await startLoopbackServer();
    server.on("POST", "/api/users/auth/", { body: SIGNED_IN });
    server.on("POST", "/api/users/2fa/", { body: SIGNED_IN });
    server.on("POST", "/api/users/logout/", { status: 204 });
    server.on("GET", "/api/players/", { body: { Result: [], Count: 0 } });
  });
  afterEach(() => server.close());

  const clientWith = (options: Partial<CanvassClientOptions> = {}): CanvassClient =>
    createCanvassClient({ baseUrl: `${server.url}/api`, logger: silentLogger, ...options });

  it("needs only a base URL: a tool's app, platform and client by default", async () => {
    const client = clientWith();
    expect(client.config).toMatchObject({
      app: { name: "canvass-sdk-tool", version: "0.1.0" },
      platform: process.platform,
      client: "tool",
    });
    await client.call("listPlayers");
    const [request] = server.requestsTo("GET", "/api/players/");
    expect(JSON.parse(String(request?.headers["x-device-info"]))).toMatchObject({
      platform: process.platform,
      app: "canvass-sdk-tool",
      version: "0.1.0",
    });
  });

  it("keeps the session of a sign-in in memory and calls as that user", async () => {
    const client = clientWith();
    await client.call("listPlayers");
    const signedIn = await client.auth.signIn({ username: "jdoe", password: "secret" });
    expect(signedIn).toEqual({ ok: true, data: SIGNED_IN });
    expect(await client.getSession()).toEqual(SESSION);
    await client.call("listPlayers");
    const [before, after] = server.requestsTo("GET", "/api/players/");
    expect(authorizationOf(before)).toBeUndefined();
    expect(authorizationOf(after)).toBe(basicAuthHeader(SESSION.playerId, SESSION.token));
    expect(JSON.parse(server.requestsTo("POST", "/api/users/auth/")[0]?.body ?? "")).toEqual({
      username: "jdoe",
      password: "secret",
    });
  });

  it("sends later calls to the API host of the tag sign-in answered with", async () => {
    // Without a tag `{tag}.` is dropped (sign-in goes to /api/); with one it becomes `acme.`.
    const client = clientWith({ baseUrl: `${server.url}/{tag}.api` });
    await client.auth.signIn({ username: "jdoe", password: "secret" });
    const listed = await client.call("listPlayers");
    expect(listed.ok).toBe(false); // nothing answers under /acme.api/: the path proves the tag was used
    expect(server.requestsTo("GET", "/acme.api/players/")).toHaveLength(1);
  });

  it("stores nothing until the second step, then the session it answers with", async () => {
    server.on("POST", "/api/users/auth/", { body: SECOND_STEP });
    const store = recordingStore();
    const client = clientWith({ session: store });
    const first = await client.auth.signIn({ username: "jdoe", password: "secret" });
    expect(first).toEqual({ ok: true, data: SECOND_STEP });
    expect(store.sets).toEqual([]);
    const second = await client.auth.verifyTwoFactor({ code: "123456", challenge: "ch4ll3nge" });
    expect(second).toEqual({ ok: true, data: SIGNED_IN });
    expect(store.sets).toEqual([SESSION]);
    expect(JSON.parse(server.requestsTo("POST", "/api/users/2fa/")[0]?.body ?? "")).toEqual({
      code: "123456",
      challenge: "ch4ll3nge",
    });
  });

  it("answers a refused sign-in with an auth error and stores nothing", async () => {
    server.on("POST", "/api/users/auth/", {
      status: 401,
      headers: { "X-Auth-Error": "Invalid username or password" },
      body: { type: "about:blank", title: "Unauthorized", status: 401 },
    });
    const store = recordingStore();
    const client = clientWith({ session: store });
    const refused = await client.auth.signIn({ username: "jdoe", password: "wrong" });
    expect(refused).toMatchObject({
      ok: false,
      error: { kind: "auth", status: 401, reason: "Invalid username or password" },
    });
    expect(store.sets).toEqual([]);
  });

  it("signs out on the server, then forgets the session and the stored data", async () => {
    const store = recordingStore();
    const client = clientWith({ session: store });
    await client.auth.signIn({ username: "jdoe", password: "secret" });
    server.on("GET", "/api/players/", { headers: { "Last-Modified": "x" }, body: { Count: 0 } });
    await client.call("listPlayers");
    const out = await client.auth.signOut();
    expect(out.ok).toBe(true);
    const [logout] = server.requestsTo("POST", "/api/users/logout/");
    expect(authorizationOf(logout)).toBe(basicAuthHeader(SESSION.playerId, SESSION.token));
    expect(store.sets).toEqual([SESSION, null]);
    await client.call("listPlayers");
    const last = server.requestsTo("GET", "/api/players/").at(-1);
    expect(authorizationOf(last)).toBeUndefined();
    expect(last?.headers["if-modified-since"]).toBeUndefined(); // the read cache was cleared
  });

  it("forgets the session even when the server refuses the sign-out", async () => {
    server.on("POST", "/api/users/logout/", { status: 500, body: { title: "down", status: 500 } });
    const client = clientWith({ session: createMemorySessionStore(SESSION) });
    const out = await client.auth.signOut();
    expect(out).toMatchObject({ ok: false, error: { kind: "http", status: 500 } });
    expect(await client.getSession()).toBeNull();
  });

  it("does not call the server to sign out when nobody is signed in", async () => {
    const client = clientWith();
    expect(await client.auth.signOut()).toEqual({ ok: true, data: undefined });
    expect(server.requestsTo("POST", "/api/users/logout/")).toEqual([]);
  });

  it("only reads a session the app keeps itself (getSession), and stores nothing", async () => {
    let kept: Session | null = null;
    const client = clientWith({ getSession: () => kept });
    const signedIn = await client.auth.signIn({ username: "jdoe", password: "secret" });
    expect(signedIn.ok).toBe(true);
    expect(await client.getSession()).toBeNull();
    kept = SESSION;
    await client.call("listPlayers");
    const [request] = server.requestsTo("GET", "/api/players/");
    expect(authorizationOf(request)).toBe(basicAuthHeader(SESSION.playerId, SESSION.token));
  });

  it("refuses both a session store and getSession", () => {
    expect(() =>
      clientWith({ session: createMemorySessionStore(), getSession: () => SESSION }),
    ).toThrow(TypeError);
  });
});

describe("client.items (against a loopback server)", () => {
  let server: LoopbackServer;
  afterEach(() => server.close());

  it("yields every item of every page, and throws the error of a failed page", async () => {
    server = await startLoopbackServer();
    const client = createCanvassClient({ baseUrl: `${server.url}/api`, logger: silentLogger });
    server.on("GET", "/api/players/", (request) => {
      const page = Number(request.query.get("Page"));
      const size = Number(request.query.get("PageSize"));
      const from = (page - 1) * size;
      const count = Math.min(size, 1500 - from);
      return {
        body: {
          Result: Array.from({ length: count }, (_, i) => ({ id: `p${from + i}` })),
          Count: 1500,
        },
      };
    });
    const ids: string[] = [];
    for await (const player of client.items("listPlayers")) ids.push(player.id);
    expect(ids).toHaveLength(1500);
    expect(new Set(ids).size).toBe(1500);
    expect(ids.at(-1)).toBe("p1499");

    // A fresh client: the first one would answer a failed read from its read cache.
    const uncached = createCanvassClient({ baseUrl: `${server.url}/api`, logger: silentLogger });
    server.on("GET", "/api/players/", { status: 503, body: { title: "down", status: 503 } });
    const read: unknown[] = [];
    await expect(
      (async () => {
        for await (const player of uncached.items("listPlayers")) read.push(player);
      })(),
    ).rejects.toMatchObject({ kind: "http", status: 503 });
    expect(read).toEqual([]);
  });
});
