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
