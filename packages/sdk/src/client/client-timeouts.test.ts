import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import { createLoopbackClient } from "../../test/test-client";
import { isAbortedError, isTimeoutError } from "./errors";

describe("timeouts and cancellation (against a loopback server)", () => {
  let server: LoopbackServer;

  beforeEach(async () => {
    server = await startLoopbackServer();
    server.on("GET", "/api/players/", { body: { Result: [], Count: 0 }, delayMs: 400 });
  });
  afterEach(() => server.close());

  it("fails with kind timeout when the operation's timeout passes", async () => {
    const { client } = createLoopbackClient(server, { timeoutMs: 50 });
    // The answer comes after 400 ms: a timeout error (not the answer) shows the 50 ms limit won.
    const result = await client.call("listPlayers");
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(isTimeoutError(result.error)).toBe(true);
    expect(result.error).toMatchObject({
      kind: "timeout",
      operationId: "listPlayers",
      timeoutMs: 50,
    });
  });

  it("uses the contract's timeout per operation unless overridden", async () => {
    const seen: string[] = [];
    const { client } = createLoopbackClient(server, {
      timeoutMs: (op) => {
        seen.push(`${op.operationId}:${op.timeoutMs}`);
        return 2000;
      },
    });
    expect((await client.call("listPlayers")).ok).toBe(true);
    expect(seen).toEqual(["listPlayers:30000"]);
  });

  it("serves a cached copy marked stale when a read times out", async () => {
    server.on("GET", "/api/players/", {
      body: { Result: [], Count: 0 },
      headers: { "Last-Modified": "x" },
    });
    // A generous limit while the cache fills (a loaded machine may take a while), 50 ms after.
    let limit = 5000;
    const { client } = createLoopbackClient(server, { timeoutMs: () => limit });
    expect((await client.call("listPlayers")).ok).toBe(true);
    limit = 50;
    server.on("GET", "/api/players/", { status: 304, delayMs: 400 });
    expect(await client.call("listPlayers")).toEqual({
      ok: true,
      data: { Result: [], Count: 0 },
      stale: true,
    });
  });

  it("fails with kind aborted, not a stale copy, when the caller's signal aborts", async () => {
    const { client } = createLoopbackClient(server, { timeoutMs: 5000 });
    const controller = new AbortController();
    const pending = client.call("listPlayers", { signal: controller.signal });
    setTimeout(() => {
      controller.abort();
    }, 30);
    const result = await pending;
    expect(!result.ok && isAbortedError(result.error)).toBe(true);
  });

  it("fails at once with kind aborted for an already aborted signal", async () => {
    const { client } = createLoopbackClient(server);
    const result = await client.call("listPlayers", { signal: AbortSignal.abort() });
    expect(result).toMatchObject({ ok: false, error: { kind: "aborted" } });
  });
});
