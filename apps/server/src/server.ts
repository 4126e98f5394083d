import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import { loadContract } from "./contract.js";

export interface StartOptions {
  port?: number;
  host?: string;
  logger?: boolean;
}

/** Builds the app with the bundled contract and listens; resolves to the app and its address. */
export async function startServer(
  options: StartOptions = {},
): Promise<{ app: FastifyInstance; address: string }> {
  const app = buildApp({ contract: await loadContract(), logger: options.logger ?? true });
  const address = await app.listen({
    port: options.port ?? 8787,
    host: options.host ?? "127.0.0.1",
  });
  return { app, address };
}
