import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { DEFAULT_BODY_LIMITS, registerBodyParsers, type BodyLimits } from "./http/body-limits.js";
import { clientErrorHandler } from "./http/client-errors.js";
import {
  registerContractRoutes,
  type Authenticate,
  type AuthorizeUnbuilt,
  type ContractRoute,
} from "./http/contract-routes.js";
import {
  frameworkErrorHandler,
  installErrorHandlers,
  type ErrorContext,
  type NotFoundFallback,
} from "./http/error-handler.js";
import { createHandlerRegistry, type HandlerMap } from "./http/handlers.js";
import { mountOf, readOperations } from "./http/operations.js";
import { createRouteHints } from "./http/route-hints.js";
import { registerSecurityHeaders, type CspSources } from "./http/security-headers.js";
import { closeConnectionsWhenClosing } from "./http/shutdown.js";
import { requestValidators } from "./http/validation.js";

export interface AppOptions {
  /** The bundled contract: served at `/api/openapi.json`, and the source of every route. */
  contract: Record<string, unknown>;
  /** Log requests (pino, JSON lines on stdout, or on `logStream`). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them); turns the logger on. */
  logStream?: NodeJS.WritableStream;
  /** Operation handlers by operationId; more can be added later with `app.registerHandlers`. */
  handlers?: HandlerMap;
  /** Body size limits by content type (defaults: 1 MiB JSON, 10 MiB multipart). */
  bodyLimits?: Partial<BodyLimits>;
  /** Checks the token of every operation that needs one, before validation (see `Authenticate`). */
  authenticate?: Authenticate;
  /** The permission check of an operation without a handler, before its 501. */
  authorizeUnbuilt?: AuthorizeUnbuilt;
  /** Answers unmatched requests before the 404 problem (the console's client-side routes). */
  notFoundFallback?: NotFoundFallback;
  /**
   * Behind a load balancer: trust its `X-Forwarded-For` so `request.ip` (the per-address sign-in
   * throttle) is the real client — `true`, or the proxies' addresses/CIDRs.
   */
  trustProxy?: boolean | string;
  /** Origins the console may also call or load pictures from (`CANVASS_CSP_*`). */
  cspSources?: CspSources;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Adds operation handlers; throws on an unknown operationId or a second handler for one. */
    registerHandlers(handlers: HandlerMap): void;
    /** The routes registered for the contract's operations. */
    readonly contractRoutes: readonly ContractRoute[];
  }
}

function loggerOptions(options: AppOptions): NonNullable<FastifyServerOptions["logger"]> {
  if (options.logger !== true && options.logStream === undefined) return false;
  // Never log credentials: the Authorization header is redacted from request logs.
  const redact = ["req.headers.authorization"];
  return options.logStream === undefined ? { redact } : { redact, stream: options.logStream };
}

/**
 * Builds the HTTP server. The API lives under `/api` (the contract's server URL); every operation of
 * the contract has a route that validates its request and dispatches to its handler by operationId
 * (501 until one is registered). Every error answers as an `application/problem+json` problem.
 */
export function buildApp(options: AppOptions): FastifyInstance {
  const limits: BodyLimits = { ...DEFAULT_BODY_LIMITS, ...options.bodyLimits };
  // An operation's own body limit (`x-max-body-bytes`) only ever lowers the configured one.
  const operations = readOperations(options.contract).map((op) =>
    op.maxBodyBytes === undefined
      ? op
      : { ...op, maxBodyBytes: Math.min(op.maxBodyBytes, limits.json) },
  );
  const byId = new Map(operations.map((op) => [op.operationId, op]));
  const errors: ErrorContext = {
    limits,
    operationOf: (request) => {
      const id = request.routeOptions.config.operationId;
      return id === undefined ? undefined : byId.get(id);
    },
  };
  const app = Fastify({
    logger: loggerOptions(options),
    bodyLimit: limits.json,
    // The contract's trailing slashes are significant: `/players/` and `/players` differ.
    routerOptions: {
      ignoreTrailingSlash: false,
      ignoreDuplicateSlashes: false,
      maxParamLength: 500,
    },
    frameworkErrors: frameworkErrorHandler(errors),
    clientErrorHandler,
    trustProxy: options.trustProxy ?? false,
  });

  const registry = createHandlerRegistry(operations.map((op) => op.operationId));
  const hints = createRouteHints();

  registerSecurityHeaders(app, options.cspSources);
  registerBodyParsers(app, limits);
  closeConnectionsWhenClosing(app);
  installErrorHandlers(app, { ...errors, hints, fallback: options.notFoundFallback });

  const api = mountOf(options.contract.servers);
  app.get(`${api}/health`, () => ({ status: "ok" }));
  app.get(`${api}/openapi.json`, () => options.contract);
  hints.add("GET", `${api}/health`);
  hints.add("GET", `${api}/openapi.json`);

  const routes = registerContractRoutes(app, {
    operations,
    authenticate: options.authenticate,
    authorizeUnbuilt: options.authorizeUnbuilt,
    validators: requestValidators(options.contract, operations),
    registry,
    hints,
  });
  app.decorate("contractRoutes", routes);
  app.decorate("registerHandlers", (handlers: HandlerMap) => {
    registry.register(handlers);
  });
  if (options.handlers !== undefined) registry.register(options.handlers);

  return app;
}
