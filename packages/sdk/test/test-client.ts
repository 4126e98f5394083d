// A full Canvass client pointed at a loopback server: API under /api, assets at the root,
// usage events under /log. Quiet logger, memory storage, a signed-in session by default.
import { vi } from "vitest";
import { createCanvassClient } from "../src/client/create-client";
import type { CanvassClient } from "../src/client/create-client";
import type { CanvassClientOptions } from "../src/client/options";
import type { Logger } from "../src/logging/logger";
import type { LoopbackServer } from "./loopback-server";

export const TEST_SESSION = { playerId: "p9f8e7", token: "header.payload.signature" };

export interface TestClient {
  readonly client: CanvassClient;
  readonly logger: { [Level in keyof Logger]: ReturnType<typeof vi.fn<Logger[Level]>> };
}

export function createLoopbackClient(
  server: LoopbackServer,
  overrides: Partial<CanvassClientOptions> = {},
): TestClient {
  const logger = {
    debug: vi.fn<Logger["debug"]>(),
    info: vi.fn<Logger["info"]>(),
    warn: vi.fn<Logger["warn"]>(),
    error: vi.fn<Logger["error"]>(),
  };
  const client = createCanvassClient({
    baseUrl: `${server.url}/api`,
    assetsUrl: server.url,
    loggingUrl: `${server.url}/log`,
    app: { name: "canvass-test", version: "0.0.1" },
    platform: "test",
    client: "demo",
    getSession: () => TEST_SESSION,
    logger,
    ...overrides,
  });
  return { client, logger };
}
