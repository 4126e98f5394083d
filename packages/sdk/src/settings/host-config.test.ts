import { describe, expect, it, vi } from "vitest";
import { resolveHostConfig } from "./host-config";

const configs: Readonly<Record<string, { brand: string }>> = {
  localhost: { brand: "default" },
  "portal.example.org": { brand: "example" },
};

/** Loads from `files` by hostname, asynchronously; an unknown hostname rejects. */
const loaderOf =
  (files: Readonly<Record<string, unknown>>) =>
  (hostname: string): Promise<unknown> =>
    Object.hasOwn(files, hostname)
      ? Promise.resolve(files[hostname])
      : Promise.reject(new Error(`no ${hostname}`));

describe("resolveHostConfig", () => {
  it("picks the configuration keyed by the hostname", async () => {
    const logger = { warn: vi.fn() };
    const load = vi.fn(loaderOf(configs));
    expect(await resolveHostConfig("Portal.Example.org.", { load, logger })).toEqual({
      ok: true,
      config: { brand: "example" },
      hostname: "portal.example.org",
      fallback: false,
    });
    expect(load).toHaveBeenCalledWith("portal.example.org");
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("falls back to localhost and warns", async () => {
    const logger = { warn: vi.fn() };
    expect(
      await resolveHostConfig("unknown.example.org", { load: loaderOf(configs), logger }),
    ).toEqual({ ok: true, config: { brand: "default" }, hostname: "localhost", fallback: true });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it("falls back when the host's configuration fails to load, and takes a blank host as localhost", async () => {
    const logger = { warn: vi.fn() };
    const load = (hostname: string) => {
      if (hostname === "broken.example") throw new Error("not JSON");
      return configs[hostname] ?? Promise.reject(new Error("missing"));
    };
    expect(await resolveHostConfig("broken.example", { load, logger })).toMatchObject({
      fallback: true,
    });
    expect(await resolveHostConfig(" ", { load, logger })).toMatchObject({
      hostname: "localhost",
      fallback: false,
    });
  });

  it("does not take inherited keys for hostnames", async () => {
    const logger = { warn: vi.fn() };
    expect(
      await resolveHostConfig("constructor", { load: loaderOf(configs), logger }),
    ).toMatchObject({ fallback: true });
  });

  it("reports when there is neither the host nor localhost", async () => {
    const logger = { warn: vi.fn() };
    expect(
      await resolveHostConfig("b.example", { load: loaderOf({ "a.example": 1 }), logger }),
    ).toEqual({ ok: false, reason: "noConfig", hostname: "b.example" });
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
