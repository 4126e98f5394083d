import { afterEach, beforeEach, describe, expect, expectTypeOf, it } from "vitest";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import { TEST_SESSION, createLoopbackClient } from "../../test/test-client";
import type { Schema } from "../contract/types";
import { isHttpError, isNetworkError } from "./errors";
import type { RequestEvent, ResponseEvent } from "./events";
import type { Result } from "./result";

const player = { ID: "abc", firstname: "Jane" };
const problem = { type: "about:blank", title: "Server error", status: 500 };

describe("createCanvassClient (against a loopback server)", () => {
  let server: LoopbackServer;

  beforeEach(async () => {
    server = await startLoopbackServer();
    server.on("GET", "/api/players/abc/", { body: player });
  });
  afterEach(() => server.close());

  it("resolves a typed result keyed by operationId", async () => {
    const { client } = createLoopbackClient(server);
    const result = await client.call("getPlayer", { params: { path: { id: "abc" } } });
    expectTypeOf(result).toExtend<Result<Schema<"Player">>>();
    expect(result).toEqual({ ok: true, data: player });
  });

  it("sends the Basic header built from playerId:token", async () => {
    const { client } = createLoopbackClient(server);
    await client.call("getPlayer", { params: { path: { id: "abc" } } });
    const header = String(server.requestsTo("GET", "/api/players/abc/")[0]?.headers.authorization);
    expect(header.startsWith("Basic ")).toBe(true);
    expect(Buffer.from(header.slice(6), "base64").toString("utf8")).toBe(
      `${TEST_SESSION.playerId}:${TEST_SESSION.token}`,
    );
  });

  it("sends no credentials when signed out", async () => {
    const { client } = createLoopbackClient(server, { getSession: () => null });
    await client.call("getPlayer", { params: { path: { id: "abc" } } });
    expect(server.requestsTo("GET", "/api/players/abc/")[0]?.headers.authorization).toBeUndefined();
  });

  it("routes assets and usage events to their own bases", async () => {
    server.on("GET", "/assets/settings/portal.json", { body: { theme: "x" } });
    server.on("POST", "/log/events/", { status: 202 });
    const { client } = createLoopbackClient(server);
    const settings = await client.call("getPortalSettings");
    expect(settings.ok).toBe(true);
    const logged = await client.call("logUsageEvent", {
      body: {
        category: "page",
        action: "Home",
        client: "demo",
        platform: "test",
        app: { name: "a", version: "1" },
        time: "2026-11-21T09:30:00.000Z",
      },
    });
    expect(logged).toEqual({ ok: true, data: undefined });
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      "GET /assets/settings/portal.json",
      "POST /log/events/",
    ]);
  });

  it("puts the tag into the API host", async () => {
    const { client } = createLoopbackClient(server, {
      baseUrl: `${server.url}/{tag}/api`,
      tag: () => "acme",
    });
    server.on("GET", "/acme/api/players/abc/", { body: player });
    expect((await client.call("getPlayer", { params: { path: { id: "abc" } } })).ok).toBe(true);
  });

  it("fails (never throws) with an http error carrying the problem body", async () => {
    server.on("GET", "/api/players/abc/", {
      status: 500,
      body: problem,
      headers: { "Content-Type": "application/problem+json" },
    });
    const { client } = createLoopbackClient(server);
    const result = await client.call("getPlayer", { params: { path: { id: "abc" } } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(isHttpError(result.error)).toBe(true);
    expect(result.error).toMatchObject({ status: 500, problem, operationId: "getPlayer" });
  });

  it("fails with a network error when nobody listens", async () => {
    const { client } = createLoopbackClient(server);
    await server.close();
    const result = await client.call("getPlayer", { params: { path: { id: "abc" } } });
    expect(!result.ok && isNetworkError(result.error)).toBe(true);
    server = await startLoopbackServer();
  });

  it("fails a usage event with a network error when no logging URL is configured", async () => {
    const { client } = createLoopbackClient(server, { loggingUrl: undefined });
    const result = await client.call("logUsageEvent", {
      body: {
        category: "info",
        action: "x",
        client: "c",
        platform: "p",
        app: { name: "a", version: "1" },
        time: "2026-11-21T09:30:00.000Z",
      },
    });
    expect(result).toMatchObject({ ok: false, error: { kind: "network" } });
    expect(server.requests).toEqual([]);
  });

  it("logs a warning for a failed write, without the token", async () => {
    server.on("DELETE", "/api/players/abc/", { status: 500, body: problem });
    const { client, logger } = createLoopbackClient(server);
    const result = await client.call("deletePlayer", { params: { path: { id: "abc" } } });
    expect(result.ok).toBe(false);
    expect(logger.warn).toHaveBeenCalledWith("deletePlayer failed (http 500)");
    const everything = JSON.stringify([logger.debug.mock.calls, logger.warn.mock.calls]);
    expect(everything).not.toContain(TEST_SESSION.token);
  });

  it("emits request and response events, and stops after unsubscribe", async () => {
    const { client } = createLoopbackClient(server);
    const requests: RequestEvent[] = [];
    const responses: ResponseEvent[] = [];
    client.on("request", (e) => requests.push(e));
    const off = client.on("response", (e) => responses.push(e));
    await client.call("getPlayer", { params: { path: { id: "abc" } } });
    off();
    await client.call("getPlayer", { params: { path: { id: "abc" } } });
    expect(requests).toHaveLength(2);
    expect(requests[0]).toEqual({
      operationId: "getPlayer",
      method: "GET",
      path: "/players/{id}/",
    });
    expect(responses).toEqual([
      expect.objectContaining({ operationId: "getPlayer", ok: true, status: 200 }),
    ]);
  });

  it("exposes its configuration for the usage logger", () => {
    const { client } = createLoopbackClient(server);
    expect(client.config.client).toBe("demo");
    expect(client.config.baseUrl("logging")).toBe(`${server.url}/log`);
  });

  it("sends X-Device-Info built from the options on the first API call", async () => {
    const { client } = createLoopbackClient(server, {
      deviceInfo: { userAgent: "TestAgent/1.0" },
      locationProvider: () => Promise.resolve({ lat: 42.8049, lng: -98.6712 }),
    });
    await client.call("getPlayer", { params: { path: { id: "abc" } } });
    await client.call("getPlayer", { params: { path: { id: "abc" } } });
    const [first, second] = server.requestsTo("GET", "/api/players/abc/");
    expect(JSON.parse(String(first?.headers["x-device-info"]))).toEqual({
      platform: "test",
      app: "canvass-test",
      version: "0.0.1",
      userAgent: "TestAgent/1.0",
    });
    expect(first?.headers["x-location"]).toBe("42.80,-98.67");
    expect(second?.headers["x-device-info"]).toBeUndefined();
  });
});
