import { describe, expect, it, vi } from "vitest";
import { DEFAULT_HOST_CONFIG, parseHostConfig } from "./host-config";

const logger = () => ({ warn: vi.fn() });

describe("parseHostConfig", () => {
  it("reads every setting of a complete file", () => {
    const log = logger();
    const config = parseHostConfig(
      {
        name: "Acme Giving",
        api: {
          baseUrl: "https://api.{tag}.acme.test",
          assetsUrl: "/a",
          loggingUrl: "",
          tag: "acme",
        },
        branding: { primaryColor: "#0f766e", logoUrl: "/logo.svg" },
        homepage: { rep: "/subs", callcenter: "lookup" },
        languages: { overrides: { "fr-CA": { messages: { "nav.users": "Joueurs" } } } },
        holidays: false,
        map: {
          tileUrl: "https://tiles.acme.test/{z}/{x}/{y}.png",
          tileAttribution: "© Acme Maps",
          center: [49.28, -123.12],
          zoom: 5,
        },
      },
      log,
    );
    expect(config).toEqual({
      name: "Acme Giving",
      api: { baseUrl: "https://api.{tag}.acme.test", assetsUrl: "/a", loggingUrl: "" },
      tag: "acme",
      branding: { primaryColor: "#0f766e", logoUrl: "/logo.svg" },
      session: { homepage: { rep: "/subs", callcenter: "lookup" } },
      localeOverrides: { "fr-CA": { messages: { "nav.users": "Joueurs" } } },
      holidays: false,
      logUsageOnLoopback: false,
      map: {
        tileUrl: "https://tiles.acme.test/{z}/{x}/{y}.png",
        tileAttribution: "© Acme Maps",
        center: [49.28, -123.12],
        zoom: 5,
      },
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("takes one homepage for every role", () => {
    expect(parseHostConfig({ homepage: "/subs" }, logger()).session).toEqual({ homepage: "/subs" });
  });

  it("falls back to the default, with a warning, for a setting of the wrong type", () => {
    const log = logger();
    const config = parseHostConfig(
      { name: 42, holidays: "yes", api: { baseUrl: ["x"] }, branding: { primaryColor: 1 } },
      log,
    );
    expect(config.name).toBe(DEFAULT_HOST_CONFIG.name);
    expect(config.holidays).toBe(true);
    expect(config.api.baseUrl).toBe("/api");
    expect(config.branding).toEqual({});
    expect(log.warn).toHaveBeenCalledTimes(4);
    expect(log.warn.mock.calls.map((call) => String(call[0])).join("\n")).toContain('"holidays"');
  });

  it("centres the map on the SDK's default, offline, unless told otherwise", () => {
    const log = logger();
    expect(parseHostConfig({}, log).map).toEqual({
      tileUrl: undefined,
      tileAttribution: undefined,
      center: [42.8, -98.67],
      zoom: 3,
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it("ignores, with a warning each, map settings of the wrong type or out of range", () => {
    for (const map of [
      { center: "42.8,-98.67", zoom: "4", tileUrl: 7 },
      { center: [95, 10], zoom: 2.5, tileUrl: ["x"] },
      { center: [42.8], zoom: 30, tileUrl: false },
      { center: [42.8, "west"], zoom: -1, tileUrl: null },
    ]) {
      const log = logger();
      expect(parseHostConfig({ map }, log).map, JSON.stringify(map)).toEqual(
        DEFAULT_HOST_CONFIG.map,
      );
      expect(log.warn, JSON.stringify(map)).toHaveBeenCalledTimes(3);
    }
  });

  it("drops overrides of unsupported locales and non-string messages", () => {
    const log = logger();
    const config = parseHostConfig(
      {
        languages: {
          overrides: { "de-DE": { messages: { a: "b" } }, "es-ES": { messages: { a: "x", b: 3 } } },
        },
      },
      log,
    );
    expect(config.localeOverrides).toEqual({ "es-ES": { messages: { a: "x" } } });
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it("uses the defaults for a file that is not an object", () => {
    const log = logger();
    expect(parseHostConfig([1, 2], log)).toBe(DEFAULT_HOST_CONFIG);
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
