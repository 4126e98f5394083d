/** The open calls: client settings, portal settings and usage events, over HTTP. */
import { SUPPORTED_LOCALES } from "@canvass/sdk/locale";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestApi, type TestApi } from "../../../testing/api-harness.js";
import { sessionFor } from "../test-support.js";
import { createRateLimiter, USAGE_EVENTS_PER_MINUTE } from "./usage-events.js";

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi({ accounts: 0 });
}, 180_000);

afterAll(() => api.close());

const EVENT = {
  category: "page",
  action: "ViewSubList",
  client: "demo",
  platform: "MacIntel",
  app: { name: "canvass-console", version: "0.1.0" },
  time: "2026-11-21T09:30:00.000Z",
};

describe("getClientSettings", () => {
  it("answers the seeded settings without a token, with Last-Modified", async () => {
    const answer = await api.call<Record<string, unknown>>("getClientSettings");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      modified: "2026-11-21T12:00:00.000Z",
      opts: { languages: { default: "en-CA", allowed: [...SUPPORTED_LOCALES] } },
      features: { messageTracking: true, hide_dash_pages: true },
      user: { hide_location: false, metadata: true },
      team: { metadata: true },
    });
    expect(answer.headers.get("last-modified")).toBe("Sat, 21 Nov 2026 12:00:00 GMT");
  });

  it("answers the same to a signed-in caller, and 304 for a current copy", async () => {
    const anonymous = await api.call("getClientSettings");
    const signedIn = await api.call("getClientSettings", { as: await sessionFor(api, "rep") });
    expect(signedIn.body).toEqual(anonymous.body);
    const cached = await api.call("getClientSettings", {
      headers: { "if-modified-since": "Sat, 21 Nov 2026 12:00:00 GMT" },
    });
    expect(cached.status).toBe(304);
    const stale = await api.call("getClientSettings", {
      headers: { "if-modified-since": "Sat, 21 Nov 2026 11:59:59 GMT" },
    });
    expect(stale.status).toBe(200);
  });

  it("passes on only the contract's keys", async () => {
    await api.handle.db
      .updateTable("settings")
      .set({
        data: JSON.stringify({
          opts: { languages: { default: "fr-CA", allowed: ["fr-CA"] } },
          features: {},
          roleRestrictions: { rep: ["nosubpay"] },
        }),
      })
      .where("key", "=", "client")
      .execute();
    const answer = await api.call<Record<string, unknown>>("getClientSettings");
    expect(Object.keys(answer.body).sort()).toEqual(["features", "modified", "opts"]);
  });
});

describe("getPortalSettings", () => {
  it("serves the seeded portal.json with 304 for a current copy", async () => {
    const answer = await api.call<{ options: Record<string, unknown> }>("getPortalSettings");
    expect(answer.status).toBe(200);
    expect(answer.body.options).toMatchObject({ firstDayOfWeek: 1, dashboardType: "subs" });
    const stamp = answer.headers.get("last-modified") ?? "";
    const cached = await api.call("getPortalSettings", { headers: { "if-modified-since": stamp } });
    expect(cached.status).toBe(304);
  });

  it("answers 404 when the host has no portal settings file", async () => {
    await api.handle.db
      .deleteFrom("assets")
      .where("path", "=", "assets/settings/portal.json")
      .execute();
    expect((await api.call("getPortalSettings")).status).toBe(404);
  });
});

describe("logUsageEvent", () => {
  it("accepts an event without a token (202) and writes it to the log", async () => {
    const log = vi.spyOn(api.deps, "log");
    try {
      const answer = await api.call("logUsageEvent", { body: { ...EVENT, user: "p9f8e7" } });
      expect(answer.status).toBe(202);
      expect(log).toHaveBeenCalledWith(
        { usage: expect.objectContaining({ action: "ViewSubList", user: "p9f8e7" }) as unknown },
        "usage event",
      );
    } finally {
      log.mockRestore();
    }
  });

  it("refuses an event that breaks the schema with 422 naming the field", async () => {
    const answer = await api.call<{ errors: { field: string }[] }>("logUsageEvent", {
      body: { ...EVENT, category: "click" },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]?.field).toBe("/category");
  });

  it("answers 429 with Retry-After past the per-address limit", async () => {
    const answers = await Promise.all(
      Array.from({ length: USAGE_EVENTS_PER_MINUTE + 5 }, () =>
        api.call("logUsageEvent", { body: EVENT }),
      ),
    );
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(5);
    expect(Number(limited[0]?.headers.get("retry-after"))).toBeGreaterThan(0);
    // The window is per minute of the server's clock.
    api.setNow(new Date(Date.parse("2026-11-21T12:01:00.000Z")));
    try {
      expect((await api.call("logUsageEvent", { body: EVENT })).status).toBe(202);
    } finally {
      api.setNow(new Date(Date.parse("2026-11-21T12:00:00.000Z")));
    }
  });
});

describe("createRateLimiter", () => {
  it("lets `perMinute` through per key and window, then asks to wait", () => {
    const limiter = createRateLimiter(2);
    const start = new Date("2026-11-21T10:00:00.000Z");
    expect(limiter.take("a", start)).toBe(0);
    expect(limiter.take("a", start)).toBe(0);
    expect(limiter.take("a", new Date(start.getTime() + 15_000))).toBe(45);
    expect(limiter.take("b", start)).toBe(0);
    expect(limiter.take("a", new Date(start.getTime() + 60_000))).toBe(0);
  });
});
