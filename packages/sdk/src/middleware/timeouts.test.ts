import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApiClient } from "../../test/api-client";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import { isTimeoutError } from "../client/errors";
import { createTimeoutsMiddleware, tableTimeout } from "./timeouts";
import { getOperation } from "../contract/operations";

describe("tableTimeout", () => {
  it("reads x-timeout-ms from the operation table", () => {
    expect(tableTimeout(getOperation("saveAccountChanges"))).toBe(600000);
    expect(tableTimeout(getOperation("listPlayers"))).toBe(30000);
  });
});

describe("timeouts middleware (against a loopback server)", () => {
  let server: LoopbackServer;

  beforeEach(async () => {
    server = await startLoopbackServer();
    server.on("GET", "/api/players/", { body: { Result: [], Count: 0 }, delayMs: 300 });
  });
  afterEach(() => server.close());

  it("fails a call that takes longer than its timeout with a TimeoutError", async () => {
    const seen: number[] = [];
    const client = createTestApiClient(
      server,
      createTimeoutsMiddleware((op) => {
        seen.push(op.timeoutMs);
        return 40;
      }),
    );
    const error: unknown = await client.GET("/players/").catch((e: unknown) => e);
    expect(isTimeoutError(error)).toBe(true);
    expect(error).toMatchObject({ operationId: "listPlayers", timeoutMs: 40 });
    expect(seen).toEqual([30000]);
  });

  it("lets a call inside its timeout through", async () => {
    const client = createTestApiClient(
      server,
      createTimeoutsMiddleware(() => 2000),
    );
    const { data } = await client.GET("/players/");
    expect(data).toEqual({ Result: [], Count: 0 });
  });

  it("still obeys the caller's own signal, without calling it a timeout", async () => {
    const client = createTestApiClient(
      server,
      createTimeoutsMiddleware(() => 5000),
    );
    const controller = new AbortController();
    const pending = client.GET("/players/", { signal: controller.signal }).catch((e: unknown) => e);
    setTimeout(() => {
      controller.abort();
    }, 20);
    const error = await pending;
    expect(isTimeoutError(error)).toBe(false);
    expect(error).toMatchObject({ name: "AbortError" });
  });
});
