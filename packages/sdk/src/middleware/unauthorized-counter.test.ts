import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApiClient } from "../../test/api-client";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import { createMemoryStorage } from "../storage/memory-storage";
import { createCacheMiddleware } from "./cache";
import {
  MAX_CONSECUTIVE_UNAUTHORIZED,
  createUnauthorizedCounterMiddleware,
} from "./unauthorized-counter";

const problem = { type: "about:blank", title: "Unauthorized", status: 401 };

describe("unauthorized counter (against a loopback server)", () => {
  let server: LoopbackServer;
  let forced: number[];
  let client: ReturnType<typeof createTestApiClient>;

  beforeEach(async () => {
    server = await startLoopbackServer();
    server.on("GET", "/api/players/", { status: 401, body: problem });
    server.on("GET", "/api/teams/", { body: { Result: [], Count: 0 } });
    server.on("POST", "/api/users/auth/", {
      status: 401,
      body: problem,
      headers: { "X-Auth-Error": "bad" },
    });
    forced = [];
    client = createTestApiClient(
      server,
      createUnauthorizedCounterMiddleware((n) => forced.push(n)),
    );
  });
  afterEach(() => server.close());

  const unauthorized = () => client.GET("/players/");

  it("emits on the 4th consecutive 401, not before", async () => {
    expect(MAX_CONSECUTIVE_UNAUTHORIZED).toBe(3);
    for (let i = 0; i < 3; i += 1) await unauthorized();
    expect(forced).toEqual([]);
    await unauthorized();
    expect(forced).toEqual([4]);
  });

  it("starts counting again after a success", async () => {
    for (let i = 0; i < 3; i += 1) await unauthorized();
    await client.GET("/teams/");
    for (let i = 0; i < 3; i += 1) await unauthorized();
    expect(forced).toEqual([]);
    await unauthorized();
    expect(forced).toEqual([4]);
  });

  it("does not count a refused sign-in (an open operation)", async () => {
    for (let i = 0; i < 5; i += 1) {
      await client.POST("/users/auth/", { body: { username: "u", password: "p" } });
    }
    expect(forced).toEqual([]);
  });

  it("ignores stale copies the cache serves", async () => {
    const storage = createMemoryStorage();
    client = createTestApiClient(
      server,
      createCacheMiddleware({ storage }),
      createUnauthorizedCounterMiddleware((n) => forced.push(n)),
    );
    server.on("GET", "/api/players/", {
      body: { Result: [], Count: 0 },
      headers: { "Last-Modified": "x" },
    });
    await client.GET("/players/");
    server.on("GET", "/api/players/", { status: 401, body: problem });
    for (let i = 0; i < 3; i += 1) await unauthorized();
    server.on("GET", "/api/players/", { status: 500 });
    const stale = await unauthorized();
    expect(stale.data).toEqual({ Result: [], Count: 0 });
    server.on("GET", "/api/players/", { status: 401, body: problem });
    await unauthorized();
    expect(forced).toEqual([4]);
  });
});
