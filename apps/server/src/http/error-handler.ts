/**
 * Every error answers as an RFC 9457 problem: thrown `HttpProblem`s as they are, Fastify's own
 * request errors (unreadable JSON, body too large, unsupported content type, bad URL encoding) mapped
 * to 400/413/415, unknown routes to 404 (405 when the path exists under another method), and
 * anything else to a generic 500 that is logged and never shows its message, stack or SQL.
 */
import { STATUS_CODES } from "node:http";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { formatBytes, limitFor, type BodyLimits } from "./body-limits.js";
import {
  HttpProblem,
  badRequest,
  instanceOf,
  internalError,
  isHttpProblem,
  methodNotAllowed,
  notFound,
  bodyTooLarge,
  sendProblem,
  wrongContentType,
} from "./problem.js";
import { declaresStatus, type ContractOperation } from "./operations.js";
import type { RouteHints } from "./route-hints.js";
import { mediaTypeOf } from "./validation.js";

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
}

function statusOf(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status <= 599 ? status : undefined;
}

/** A content type as safe, short text for a detail message. */
function describeType(request: FastifyRequest): string {
  return (mediaTypeOf(request.headers["content-type"]) ?? "untyped").slice(0, 100);
}

/** What the error handler needs to know about the app. */
export interface ErrorContext {
  readonly limits: BodyLimits;
  /** The contract operation a request was routed to, if any. */
  readonly operationOf: (request: FastifyRequest) => ContractOperation | undefined;
  /** The routes' methods and slashes, for the 404/405 of requests no route matches. */
  readonly hints?: RouteHints | undefined;
}

/**
 * Whether the request's operation takes this status. 413 and 415 are declared for uploads and a few
 * large bodies; elsewhere the contract answers an unreadable or wrong body with 400. Requests that
 * reached no operation get the plain HTTP status.
 */
function fits(context: ErrorContext, request: FastifyRequest, status: number): boolean {
  const operation = context.operationOf(request);
  return operation === undefined || declaresStatus(operation, status);
}

/** The problem for an error, or `undefined` when it is unexpected (a 500). */
export function problemFor(
  error: unknown,
  request: FastifyRequest,
  context: ErrorContext,
): HttpProblem | undefined {
  if (isHttpProblem(error)) return error;
  switch (codeOf(error)) {
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
      return badRequest("The body is not valid JSON.", [
        { field: "body", message: "is not valid JSON", code: "json" },
      ]);
    case "FST_ERR_CTP_BODY_TOO_LARGE": {
      const limit = formatBytes(
        context.operationOf(request)?.maxBodyBytes ??
          limitFor(request.headers["content-type"], context.limits),
      );
      return bodyTooLarge(
        `The body is larger than the ${limit} allowed for ${describeType(request)} bodies.`,
        limit,
        fits(context, request, 413),
      );
    }
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE": {
      const accepted = Object.keys(context.operationOf(request)?.requestBody?.content ?? {});
      return wrongContentType(
        `This server does not accept ${describeType(request)} bodies.`,
        accepted,
        fits(context, request, 415),
      );
    }
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
      return badRequest("The body's length does not match its Content-Length header.");
    case "FST_ERR_BAD_URL":
      return badRequest("The path is not valid percent-encoded UTF-8.");
    case "FST_ERR_MAX_PARAM_LENGTH":
      // The router stops before it knows the operation; the contract's answer is a 400.
      return badRequest("A segment of the path is longer than this server reads.", [
        { field: "path", message: "has a segment that is too long", code: "maxLength" },
      ]);
    default:
      break;
  }
  // Fastify's other request errors (its codes start with FST_) carry a 4xx and a safe message.
  const status = statusOf(error);
  const code = codeOf(error);
  if (status !== undefined && status < 500 && code?.startsWith("FST_") === true) {
    const title = STATUS_CODES[status] ?? "Bad request";
    return new HttpProblem(status, "bad-request", title, { detail: (error as Error).message });
  }
  return undefined;
}

/** The 405 (with `Allow`) or 404 for a request no route answers. */
function unmatchedProblem(request: FastifyRequest, hints: RouteHints): HttpProblem {
  const path = instanceOf(request);
  const hint = hints.hint(path);
  if (hint?.allow !== undefined) {
    return methodNotAllowed(
      `${path} answers ${hint.allow.join(", ")}, not ${request.method}.`,
      hint.allow,
    );
  }
  const suffix = hint?.otherSlash === undefined ? "" : ` Did you mean ${hint.otherSlash}?`;
  return notFound(`No operation answers ${request.method} ${path}.${suffix}`);
}

function handleError(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  context: ErrorContext,
): FastifyReply {
  // A request that matched no route fails as such first: a body method without a body or with
  // an unreadable one (`QUERY`, `PROPPATCH`) on a path that lacks it is a 405, not a 400.
  const problem =
    request.is404 && context.hints !== undefined
      ? unmatchedProblem(request, context.hints)
      : problemFor(error, request, context);
  if (problem !== undefined) {
    if (problem.status >= 500) request.log.error({ err: error }, "request failed");
    return sendProblem(request, reply, problem);
  }
  request.log.error({ err: error }, "unexpected error");
  return sendProblem(request, reply, internalError());
}

/**
 * Fastify's `frameworkErrors` option: bad URL encoding and over-long path segments are caught by the
 * router before any route or error handler runs.
 */
export function frameworkErrorHandler(context: ErrorContext) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    handleError(error, request, reply, context);
  };
}

/** Installs the error handler and the not-found handler. */
/**
 * Answers a request no route matched before the 404/405 problem, e.g. the console's index page
 * for a client-side route; returns `undefined` to let the problem answer.
 */
export type NotFoundFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | undefined;

export function installErrorHandlers(
  app: FastifyInstance,
  options: ErrorContext & {
    readonly hints: RouteHints;
    readonly fallback?: NotFoundFallback | undefined;
  },
): void {
  app.setErrorHandler((error, request, reply) => handleError(error, request, reply, options));
  app.setNotFoundHandler((request, reply) => {
    const fallback = options.fallback?.(request, reply);
    if (fallback !== undefined) return fallback;
    return sendProblem(request, reply, unmatchedProblem(request, options.hints));
  });
}
