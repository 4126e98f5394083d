import { describe, expect, it, vi } from "vitest";
import { resolveHostConfig } from "./host-config";

const configs = {
  localhost: { brand: "default" },
  "portal.example.org": { brand: "example" },
};

describe("resolveHostConfig", () => {
  it("picks the configuration keyed by the hostname", () => {
    const logger = { warn: vi.fn() };
    expect(resolveHostConfig(configs, "Portal.Example.org", { logger })).toEqual({
      ok: true,
      config: { brand: "example" },
      hostname: "portal.example.org",
      fallback: false,
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("falls back to localhost and warns", () => {
    const logger = { warn: vi.fn() };
    expect(resolveHostConfig(configs, "unknown.example.org", { logger })).toEqual({
      ok: true,
      config: { brand: "default" },
      hostname: "localhost",
      fallback: true,
    });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it("does not take inherited keys for hostnames", () => {
    const logger = { warn: vi.fn() };
    expect(resolveHostConfig(configs, "constructor", { logger })).toMatchObject({ fallback: true });
  });

  it("reports when there is neither the host nor localhost", () => {
    const logger = { warn: vi.fn() };
    expect(resolveHostConfig({ "a.example": 1 }, "b.example", { logger })).toEqual({
      ok: false,
      reason: "noConfig",
      hostname: "b.example",
    });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
