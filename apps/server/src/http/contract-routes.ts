/**
 * One Fastify route per operation of the contract (HEAD included), under each of its mounts: `/api`
 * for the API, the root for the assets server (`/assets/...`, same origin in the reference server)
 * and `/log` for usage logging; assets and logging operations are also served under `/api`. Each
 * route validates the request, then calls the operation's handler from the registry, or — after the
 * caller's permission check (`authorizeUnbuilt`) — answers 501 `Not implemented yet` naming the
 * operationId.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { AnyHandler, HandlerRegistry, OperationContext, OperationId } from "./handlers.js";
import type { ContractOperation } from "./operations.js";
import { notImplemented } from "./problem.js";
import type { RouteHints } from "./route-hints.js";
import { joinMount, toFastifyPath } from "./route-path.js";
import type { RequestValidator } from "./validation.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** The contract operation a route serves (for hooks such as authentication). */
    operationId?: string;
  }
}

/** A registered contract route. */
export interface ContractRoute {
  readonly operationId: string;
  readonly method: string;
  /** The Fastify URL, e.g. `/api/players/:id/`. */
  readonly url: string;
}

/**
 * Checks the credentials of a request to an operation that needs a token, before its parameters
 * and body are validated (so an anonymous caller learns nothing but 401). Throws an `HttpProblem`
 * (401) to refuse; whatever it resolves to is the handler's `principal`.
 */
export type Authenticate = (
  request: FastifyRequest,
  operation: ContractOperation,
) => Promise<unknown>;

/**
 * Checks the caller's permission for an operation that has no handler yet, so that its 501 is
 * only answered to callers who would be allowed to call it (others get the 403 first). Throws an
 * `HttpProblem` to refuse.
 */
export type AuthorizeUnbuilt = (principal: unknown, operation: ContractOperation) => void;

export interface ContractRoutesOptions {
  readonly operations: readonly ContractOperation[];
  readonly authenticate?: Authenticate | undefined;
  readonly authorizeUnbuilt?: AuthorizeUnbuilt | undefined;
  readonly validators: ReadonlyMap<string, RequestValidator>;
  readonly registry: HandlerRegistry;
  readonly hints: RouteHints;
}

interface HandlerAnswer {
  status: number;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  contentType?: string;
}

function isAnswer(value: unknown): value is HandlerAnswer {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { status?: unknown }).status === "number"
  );
}

async function dispatch(
  operation: ContractOperation,
  validate: RequestValidator,
  handler: AnyHandler | undefined,
  authenticate: Authenticate | undefined,
  authorizeUnbuilt: AuthorizeUnbuilt | undefined,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const principal =
    operation.open || authenticate === undefined
      ? undefined
      : await authenticate(request, operation);
  const input = validate(request);
  if (handler === undefined) {
    if (principal !== undefined) authorizeUnbuilt?.(principal, operation);
    throw notImplemented(operation.operationId);
  }
  const context = {
    operationId: operation.operationId,
    operation,
    ...input,
    principal,
    request,
    reply,
  } as unknown as OperationContext<OperationId>;
  const answer: unknown = await handler(context);
  if (answer === reply || reply.sent) return reply;
  if (!isAnswer(answer)) {
    throw new Error(`Handler of ${operation.operationId} answered without a status`);
  }
  reply.code(answer.status);
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  if (answer.contentType !== undefined) reply.type(answer.contentType);
  return answer.body === undefined ? reply.send() : reply.send(answer.body);
}

/** Registers the contract's routes; returns them (one per operation and mount). */
export function registerContractRoutes(
  app: FastifyInstance,
  options: ContractRoutesOptions,
): ContractRoute[] {
  const explicitHead = new Set(
    options.operations.filter((op) => op.method === "HEAD").map((op) => op.path),
  );
  const routes: ContractRoute[] = [];
  for (const operation of options.operations) {
    const validate = options.validators.get(operation.operationId);
    if (validate === undefined) throw new Error(`No validator for ${operation.operationId}`);
    const path = toFastifyPath(operation.path);
    for (const mount of operation.mounts) {
      const url = joinMount(mount, path);
      app.route({
        method: operation.method,
        url,
        // A GET answers HEAD too, unless the contract gives that path its own HEAD operation.
        ...(operation.method === "GET"
          ? { exposeHeadRoute: !explicitHead.has(operation.path) }
          : {}),
        config: { operationId: operation.operationId },
        ...(operation.maxBodyBytes === undefined ? {} : { bodyLimit: operation.maxBodyBytes }),
        handler: (request, reply) =>
          dispatch(
            operation,
            validate,
            options.registry.get(operation.operationId),
            options.authenticate,
            options.authorizeUnbuilt,
            request,
            reply,
          ),
      });
      options.hints.add(operation.method, joinMount(mount, operation.path));
      routes.push({ operationId: operation.operationId, method: operation.method, url });
    }
  }
  return routes;
}
