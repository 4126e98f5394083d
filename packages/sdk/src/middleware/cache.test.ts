import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApiClient } from "../../test/api-client";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import { createMemoryStorage } from "../storage/memory-storage";
import type { StorageAdapter } from "../storage/storage-adapter";
import { cacheStatusOf, createCacheMiddleware } from "./cache";
import { cacheKey } from "./cache-key";

const LM = "Tue, 01 Sep 2026 10:00:00 GMT";
const player = { ID: "abc", firstname: "Jane" };

describe("cache middleware (against a loopback server)", () => {
  let server: LoopbackServer;
  let storage: StorageAdapter;

  beforeEach(async () => {
    server = await startLoopbackServer();
    storage = createMemoryStorage();
    server.on("GET", "/api/players/abc/", (req) =>
      req.headers["if-modified-since"] === LM
        ? { status: 304 }
        : { body: player, headers: { "Last-Modified": LM } },
    );
  });
  afterEach(() => server.close());

  const client = (s: StorageAdapter = storage): ReturnType<typeof createTestApiClient> =>
    createTestApiClient(server, createCacheMiddleware({ storage: s }));
  const getPlayer = (c = client(), signal?: AbortSignal) =>
    c.GET("/players/{id}/", { params: { path: { id: "abc" } }, ...(signal ? { signal } : {}) });

  it("stores a 200 as {lm, data} keyed by method, path template and params", async () => {
    const { data } = await getPlayer();
    expect(data).toEqual(player);
    expect(await storage.get(cacheKey("GET", "/players/{id}/", { path: { id: "abc" } }))).toEqual({
      lm: LM,
      data: player,
    });
  });

  it("sends If-Modified-Since and answers a 304 with the stored data", async () => {
    const c = client();
    await getPlayer(c);
    const second = await getPlayer(c);
    const sent = server.requestsTo("GET", "/api/players/abc/");
    expect(sent.map((r) => r.headers["if-modified-since"])).toEqual([undefined, LM]);
    expect(second.data).toEqual(player);
    expect(cacheStatusOf(second.response)).toBe("revalidated");
  });

  it("does not cache operations that are not cacheable", async () => {
    server.on("GET", "/api/search/", { body: { accounts: [] }, headers: { "Last-Modified": LM } });
    await client().GET("/search/", { params: { query: { q: "jane" } } });
    expect(await storage.keys()).toEqual([]);
  });

  it("clears the written path and its collection on a write, and nothing else", async () => {
    server.on("GET", "/api/players/", {
      body: { Result: [player], Count: 1 },
      headers: { "Last-Modified": LM },
    });
    server.on("GET", "/api/teams/", {
      body: { Result: [], Count: 0 },
      headers: { "Last-Modified": LM },
    });
    server.on("POST", "/api/players/abc/", { body: player });
    const c = client();
    await getPlayer(c);
    await c.GET("/players/");
    await c.GET("/teams/");
    expect(await storage.keys()).toHaveLength(3);
    await c.POST("/players/{id}/", { params: { path: { id: "abc" } }, body: { firstname: "J" } });
    const left = await storage.keys();
    expect(left).toEqual([cacheKey("GET", "/teams/", {})]);
    await getPlayer(c);
    expect(
      server.requestsTo("GET", "/api/players/abc/").at(-1)?.headers["if-modified-since"],
    ).toBeUndefined();
  });

  it("clears the path even when the write fails", async () => {
    server.on("DELETE", "/api/players/abc/", { status: 500 });
    const c = client();
    await getPlayer(c);
    await c.DELETE("/players/{id}/", { params: { path: { id: "abc" } } });
    expect(await storage.keys()).toEqual([]);
  });

  it("answers a 5xx read with the stored copy marked stale", async () => {
    const c = client();
    await getPlayer(c);
    server.on("GET", "/api/players/abc/", { status: 503 });
    const { data, response } = await getPlayer(c);
    expect(data).toEqual(player);
    expect(cacheStatusOf(response)).toBe("stale");
  });

  it("answers a network failure with the stored copy marked stale", async () => {
    const c = client();
    await getPlayer(c);
    await server.close();
    const { data, response } = await getPlayer(c);
    expect(data).toEqual(player);
    expect(cacheStatusOf(response)).toBe("stale");
    server = await startLoopbackServer();
  });

  it("lets a failure through when there is no stored copy", async () => {
    server.on("GET", "/api/players/abc/", {
      status: 500,
      body: { title: "down", status: 500, type: "about:blank" },
    });
    const { data, error, response } = await getPlayer();
    expect(data).toBeUndefined();
    expect(error).toMatchObject({ title: "down" });
    expect(response.status).toBe(500);
  });

  it("never answers the caller's own abort from the cache", async () => {
    const c = client();
    await getPlayer(c);
    server.on("GET", "/api/players/abc/", { body: player, delayMs: 500 });
    const controller = new AbortController();
    const pending = getPlayer(c, controller.signal).catch((e: unknown) => e);
    setTimeout(() => {
      controller.abort();
    }, 20);
    expect(await pending).toMatchObject({ name: "AbortError" });
  });

  it("carries on without a cache when the storage fails", async () => {
    const onStorageError = vi.fn();
    const broken: StorageAdapter = {
      ...createMemoryStorage(),
      get: () => Promise.reject(new Error("disk")),
      set: () => Promise.reject(new Error("full")),
    };
    const c = createTestApiClient(
      server,
      createCacheMiddleware({ storage: broken, onStorageError }),
    );
    const { data } = await getPlayer(c);
    expect(data).toEqual(player);
    expect(onStorageError).toHaveBeenCalledTimes(2);
  });
});
