import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApiClient } from "../../test/api-client";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import {
  LOCATION_REFRESH_MS,
  META_HEADER_INTERVAL_MS,
  coarseLocation,
  createMetaHeadersMiddleware,
  deviceInfoHeader,
} from "./meta-headers";
import type { GeoPosition } from "./meta-headers";

const device = {
  platform: "MacIntel",
  app: "canvass-console",
  version: "0.1.0",
  userAgent: "UA/1",
};

describe("coarseLocation and deviceInfoHeader", () => {
  it("round to 2 decimals", () => {
    expect(coarseLocation({ lat: 42.80456, lng: -98.67321 })).toBe("42.80,-98.67");
    expect(coarseLocation({ lat: -0.001, lng: 0.005 })).toBe("0.00,0.01");
  });

  it("escape non-ASCII so the JSON is a valid header value", () => {
    const value = deviceInfoHeader({ ...device, userAgent: "Navigateur é" });
    expect(value).toContain("\\u00e9");
    expect(JSON.parse(value)).toEqual({ ...device, userAgent: "Navigateur é" });
    expect(() => new Headers({ "X-Device-Info": value })).not.toThrow();
  });

  it("states the spec's intervals", () => {
    expect(META_HEADER_INTERVAL_MS).toBe(120000);
    expect(LOCATION_REFRESH_MS).toBe(1800000);
  });
});

describe("meta headers middleware (against a loopback server, injected clock)", () => {
  let server: LoopbackServer;
  let now: number;
  let position: GeoPosition | null;
  const provider = vi.fn(() => Promise.resolve(position));

  beforeEach(async () => {
    server = await startLoopbackServer();
    server.on("GET", "/api/players/", { body: { Result: [], Count: 0 } });
    server.on("GET", "/assets/settings/portal.json", { body: {} });
    now = 1_000_000;
    position = { lat: 42.80456, lng: -98.67321, accuracy: 20 };
    provider.mockClear();
  });
  afterEach(() => server.close());

  function setup(withProvider = true): ReturnType<typeof createTestApiClient> {
    return createTestApiClient(
      server,
      createMetaHeadersMiddleware({
        clock: { now: () => now },
        deviceInfo: () => device,
        locationProvider: withProvider ? provider : undefined,
      }),
    );
  }

  async function headersAt(
    client: ReturnType<typeof setup>,
    at: number,
  ): Promise<[unknown, unknown]> {
    now = at;
    await client.GET("/players/");
    const sent = server.requestsTo("GET", "/api/players/").at(-1);
    return [sent?.headers["x-device-info"], sent?.headers["x-location"]];
  }

  it("sends the headers at most every 120000 ms", async () => {
    const client = setup();
    const start = now;
    const [info, location] = await headersAt(client, start);
    expect(JSON.parse(String(info))).toEqual(device);
    expect(location).toBe("42.80,-98.67");
    expect(await headersAt(client, start + 60_000)).toEqual([undefined, undefined]);
    expect(await headersAt(client, start + META_HEADER_INTERVAL_MS - 1)).toEqual([
      undefined,
      undefined,
    ]);
    const [again] = await headersAt(client, start + META_HEADER_INTERVAL_MS);
    expect(again).toBeDefined();
    expect(await headersAt(client, start + META_HEADER_INTERVAL_MS + 1)).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("asks the provider for the location at most every 1800000 ms", async () => {
    const client = setup();
    const start = now;
    await headersAt(client, start);
    position = { lat: 51.5074, lng: -0.1278 };
    const [, cached] = await headersAt(client, start + 10 * META_HEADER_INTERVAL_MS);
    expect(cached).toBe("42.80,-98.67");
    expect(provider).toHaveBeenCalledTimes(1);
    const [, fresh] = await headersAt(client, start + LOCATION_REFRESH_MS);
    expect(fresh).toBe("51.51,-0.13");
    expect(provider).toHaveBeenCalledTimes(2);
  });

  it("sends device info without a location when there is no provider or it fails", async () => {
    const [info, location] = await headersAt(setup(false), now);
    expect(info).toBeDefined();
    expect(location).toBeUndefined();
    provider.mockRejectedValueOnce(new Error("denied"));
    const [info2, location2] = await headersAt(setup(), now + 1);
    expect(info2).toBeDefined();
    expect(location2).toBeUndefined();
  });

  it("never adds them to calls on the assets base", async () => {
    const client = setup();
    await client.GET("/assets/settings/portal.json", { baseUrl: server.url });
    const sent = server.requestsTo("GET", "/assets/settings/portal.json")[0];
    expect(sent?.headers["x-device-info"]).toBeUndefined();
    const [info] = await headersAt(client, now);
    expect(info).toBeDefined();
  });
});
