import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import { TEST_SESSION, createLoopbackClient } from "../../test/test-client";
import { createUsageLogger } from "./usage-logger";
import type { UsageLoggerOptions } from "./usage-logger";

const NOW = Date.parse("2026-11-21T09:30:00.000Z");

describe("usage logger (against a loopback server)", () => {
  let server: LoopbackServer;

  beforeEach(async () => {
    server = await startLoopbackServer();
    server.on("POST", "/log/events/", { status: 202 });
  });
  afterEach(() => server.close());

  function setup(options: Partial<UsageLoggerOptions> = {}) {
    const { client, logger } = createLoopbackClient(server);
    const usage = createUsageLogger({
      client,
      logger,
      clock: { now: () => NOW },
      allowLoopback: true,
      ...options,
    });
    return { usage, logger };
  }

  it("posts the event enriched with client, platform, app, user and time", async () => {
    const { usage } = setup();
    usage.log({ category: "page", action: "ViewSubList", label: "from menu", value: 12 });
    await usage.flush();
    const sent = server.requestsTo("POST", "/log/events/");
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers["content-type"]).toContain("application/json");
    expect(sent[0]?.headers.authorization).toBeUndefined();
    expect(JSON.parse(sent[0]?.body ?? "")).toEqual({
      category: "page",
      action: "ViewSubList",
      label: "from menu",
      value: 12,
      client: "demo",
      platform: "test",
      app: { name: "canvass-test", version: "0.0.1" },
      user: TEST_SESSION.playerId,
      time: "2026-11-21T09:30:00.000Z",
    });
  });

  it("returns at once, before the server answers", async () => {
    server.on("POST", "/log/events/", { status: 202, delayMs: 200 });
    const { usage } = setup();
    // `log` returns before the request has even reached the server: it goes out in the background.
    usage.log({ category: "action", action: "Save" });
    expect(server.requests).toHaveLength(0);
    await usage.flush();
    expect(server.requests).toHaveLength(1);
  });

  it("never throws or rejects when the logging server fails or is gone", async () => {
    server.on("POST", "/log/events/", { status: 500 });
    const { usage, logger } = setup();
    usage.log({ category: "exception", action: "TypeError", label: "x is undefined" });
    await expect(usage.flush()).resolves.toBeUndefined();
    await server.close();
    usage.log({ category: "info", action: "Offline" });
    await expect(usage.flush()).resolves.toBeUndefined();
    expect(logger.debug).toHaveBeenCalledWith("Usage event not recorded (http)");
    expect(logger.debug).toHaveBeenCalledWith("Usage event not recorded (network)");
    expect(logger.warn).not.toHaveBeenCalled();
    server = await startLoopbackServer();
  });

  it("sends nothing to a loopback logging URL unless allowed", async () => {
    const { usage } = setup({ allowLoopback: false });
    usage.log({ category: "page", action: "Home" });
    await usage.flush();
    expect(server.requests).toEqual([]);
  });

  it("sends nothing when the page itself is on localhost", async () => {
    const { usage } = setup({
      allowLoopback: false,
      isLoopbackHost: (host) => host === "localhost",
      pageHost: () => "localhost",
    });
    usage.log({ category: "page", action: "Home" });
    await usage.flush();
    expect(server.requests).toEqual([]);
  });

  it("sends when neither host is loopback by the injected check", async () => {
    const { usage } = setup({
      allowLoopback: false,
      isLoopbackHost: () => false,
      pageHost: () => "console.canvass.test",
    });
    usage.log({ category: "page", action: "Home" });
    await usage.flush();
    expect(server.requests).toHaveLength(1);
  });

  it("clips an over-long action and label to the contract's limits", async () => {
    const { usage } = setup();
    usage.log({ category: "event", action: "a".repeat(300), label: "l".repeat(2000) });
    await usage.flush();
    const body = JSON.parse(server.requests[0]?.body ?? "{}") as { action: string; label: string };
    expect([body.action.length, body.label.length]).toEqual([200, 1000]);
  });
});
