import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import { createLoopbackClient } from "../../test/test-client";
import { createMemoryStorage } from "../storage/memory-storage";
import type { StorageAdapter } from "../storage/storage-adapter";
import type { CanvassClient } from "./create-client";

const LM = "Tue, 01 Sep 2026 10:00:00 GMT";
const list = { Result: [{ ID: "abc" }], Count: 1 };

describe("the client's read cache (against a loopback server)", () => {
  let server: LoopbackServer;
  let storage: StorageAdapter;
  let client: CanvassClient;

  beforeEach(async () => {
    server = await startLoopbackServer();
    server.on("GET", "/api/players/", (req) =>
      req.headers["if-modified-since"] === LM
        ? { status: 304 }
        : { body: list, headers: { "Last-Modified": LM } },
    );
    storage = createMemoryStorage();
    ({ client } = createLoopbackClient(server, { storage }));
  });
  afterEach(() => server.close());

  const listPlayers = () => client.call("listPlayers", { params: { query: { Page: 1 } } });

  it("answers a 304 with the cached data after sending If-Modified-Since", async () => {
    expect(await listPlayers()).toEqual({ ok: true, data: list });
    expect(await listPlayers()).toEqual({ ok: true, data: list });
    const sent = server.requestsTo("GET", "/api/players/");
    expect(sent.map((r) => r.headers["if-modified-since"])).toEqual([undefined, LM]);
  });

  it("clears the collection's cache on a write to one of its items", async () => {
    server.on("POST", "/api/players/abc/", { body: { ID: "abc" } });
    await listPlayers();
    await client.call("updatePlayer", {
      params: { path: { id: "abc" } },
      body: { firstname: "J" },
    });
    await listPlayers();
    const sent = server.requestsTo("GET", "/api/players/");
    expect(sent.map((r) => r.headers["if-modified-since"])).toEqual([undefined, undefined]);
  });

  it("returns the cached copy marked stale when the read fails with a 5xx", async () => {
    await listPlayers();
    server.on("GET", "/api/players/", { status: 502 });
    expect(await listPlayers()).toEqual({ ok: true, data: list, stale: true });
  });

  it("returns the cached copy marked stale when the server is gone", async () => {
    await listPlayers();
    await server.close();
    expect(await listPlayers()).toEqual({ ok: true, data: list, stale: true });
    server = await startLoopbackServer();
  });

  it("returns a failure when the read fails and nothing is cached", async () => {
    server.on("GET", "/api/players/", { status: 503 });
    expect(await listPlayers()).toMatchObject({ ok: false, error: { kind: "http", status: 503 } });
  });

  it("keeps separate copies per query", async () => {
    await listPlayers();
    await client.call("listPlayers", { params: { query: { Page: 2 } } });
    expect(await storage.keys()).toHaveLength(2);
  });

  it("forgets everything on clearStoredData", async () => {
    await listPlayers();
    await storage.set("prefs", { language: "fr-CA" });
    await client.clearStoredData();
    expect(await storage.keys()).toEqual([]);
    server.on("GET", "/api/players/", { status: 500 });
    expect((await listPlayers()).ok).toBe(false);
  });
});
