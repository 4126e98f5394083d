import Fastify, { type FastifyInstance } from "fastify";

export interface AppOptions {
  /** The bundled contract, served at `/api/openapi.json`. */
  contract: Record<string, unknown>;
  logger?: boolean;
}

/** Builds the HTTP server. The API lives under `/api` (the contract's server URL). */
export function buildApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    // Never log credentials: the Authorization header is redacted from request logs.
    ...(options.logger ? { logger: { redact: ["req.headers.authorization"] } } : {}),
  });

  app.get("/api/health", () => ({ status: "ok" }));
  app.get("/api/openapi.json", () => options.contract);

  return app;
}
