// @vitest-environment node
// Node's own fetch talks to the loopback server (happy-dom's would apply page CORS rules).
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startLoopbackServer, type LoopbackServer } from "../testing/loopback-server";
import { hostConfigUrl, startHostConfigRead, type FetchJson } from "./host-config-file";
import { loadHostConfig } from "./load-host-config";

/** A real loopback server holding the configuration files. */
let server: LoopbackServer;
const files: Record<string, unknown> = {
  "/config/localhost.json": { name: "Local" },
  "/config/portal.acme.test.json": { name: "Acme" },
};

beforeAll(async () => {
  server = await startLoopbackServer((request, response) => {
    const body = files[request.url ?? ""];
    if (request.url === "/config/broken.test.json") {
      response.writeHead(200, { "content-type": "application/json" }).end("{not json");
      return;
    }
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
  });
});
afterAll(() => server.close());

const fetchFrom: FetchJson = async (path) => {
  const response = await fetch(`${server.origin}${path}`);
  if (!response.ok) throw new Error(String(response.status));
  return (await response.json()) as unknown;
};

describe("loadHostConfig", () => {
  it("names the file after the hostname", () => {
    expect(hostConfigUrl("Portal.Acme.test.")).toBe("/config/portal.acme.test.json");
    expect(hostConfigUrl("")).toBe("/config/localhost.json");
  });

  it("loads the host's own file", async () => {
    const logger = { warn: vi.fn() };
    const loaded = await loadHostConfig("portal.acme.test", { fetchJson: fetchFrom, logger });
    expect(loaded.source).toBe("portal.acme.test");
    expect(loaded.config.name).toBe("Acme");
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it("falls back to localhost when the host has no file, or a broken one", async () => {
    for (const host of ["other.test", "broken.test"]) {
      const logger = { warn: vi.fn() };
      const loaded = await loadHostConfig(host, { fetchJson: fetchFrom, logger });
      expect(loaded.source).toBe("localhost");
      expect(loaded.config.name).toBe("Local");
      expect(logger.warn).toHaveBeenCalledOnce();
    }
  });

  it("uses the built-in defaults when no file loads", async () => {
    const logger = { warn: vi.fn() };
    const failing: FetchJson = (path) => fetchFrom(`/missing${path}`);
    const loaded = await loadHostConfig("x.test", { fetchJson: failing, logger });
    expect(loaded.source).toBeNull();
    expect(loaded.config.name).toBe("Canvass");
  });
});

describe("startHostConfigRead", () => {
  /** `fetchFrom`, counting the reads of each path. */
  function counting() {
    const reads: string[] = [];
    const get: FetchJson = (path) => {
      reads.push(path);
      return fetchFrom(path);
    };
    return { reads, get };
  }

  it("sends the host's read at once and hands that answer to boot, once", async () => {
    const { reads, get } = counting();
    const read = startHostConfigRead("Portal.Acme.test", get);
    expect(reads).toEqual(["/config/portal.acme.test.json"]);
    const logger = { warn: vi.fn() };
    const loaded = await loadHostConfig("portal.acme.test", { fetchJson: read, logger });
    expect(loaded.config.name).toBe("Acme");
    expect(reads).toEqual(["/config/portal.acme.test.json"]);
    // A second read is a new one.
    await loadHostConfig("portal.acme.test", { fetchJson: read, logger });
    expect(reads).toEqual(["/config/portal.acme.test.json", "/config/portal.acme.test.json"]);
  });

  it("leaves a failed early read to the fallback, without an unhandled rejection", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      const { reads, get } = counting();
      const read = startHostConfigRead("other.test", get);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const logger = { warn: vi.fn() };
      const loaded = await loadHostConfig("other.test", { fetchJson: read, logger });
      expect(loaded.source).toBe("localhost");
      expect(loaded.config.name).toBe("Local");
      expect(reads).toEqual(["/config/other.test.json", "/config/localhost.json"]);
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });
});
