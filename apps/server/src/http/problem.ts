import type { FastifyReply, FastifyRequest } from "fastify";

/** The media type of every error answer (RFC 9457). */
export const PROBLEM_CONTENT_TYPE = "application/problem+json";

/** Where the problem type URIs live; each kind of problem has one stable `type`. */
export const PROBLEM_TYPE_BASE = "https://canvass.dev/problems/";

/** One invalid field of a request (the contract's `ProblemFieldError`). */
export interface FieldError {
  /** A JSON pointer into the body (`/Changes/3/Value`), `body` for the whole body, or `query.Page`, `path.id`, `header.If-Modified-Since`. */
  readonly field: string;
  /** What is wrong with it, in plain words. */
  readonly message: string;
  /** A stable machine-readable reason: the JSON Schema keyword that failed, or a domain code. */
  readonly code?: string;
}

/** An RFC 9457 problem body (the contract's `Problem`). */
export interface ProblemBody {
  readonly type: string;
  readonly title: string;
  readonly status: number;
  readonly detail?: string;
  readonly instance?: string;
  readonly errors?: readonly FieldError[];
}

export interface ProblemInit {
  readonly detail?: string | undefined;
  readonly errors?: readonly FieldError[] | undefined;
  /** Extra response headers, e.g. `Retry-After`, `X-Auth-Error`, `Allow`. */
  readonly headers?: Readonly<Record<string, string>> | undefined;
}

/**
 * An error that answers as a problem. Handlers `throw notFound("No such player.")`; the error handler
 * turns it into the `application/problem+json` answer. Its `message` is the detail, safe to show.
 */
export class HttpProblem extends Error {
  override readonly name = "HttpProblem";
  readonly status: number;
  readonly title: string;
  readonly type: string;
  readonly detail: string | undefined;
  readonly errors: readonly FieldError[] | undefined;
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, slug: string, title: string, init: ProblemInit = {}) {
    super(init.detail ?? title);
    this.status = status;
    this.title = title;
    this.type = `${PROBLEM_TYPE_BASE}${slug}`;
    this.detail = init.detail;
    this.errors = init.errors;
    this.headers = init.headers ?? {};
  }

  /** The problem body for a request (its path, without the query, is the `instance`). */
  toBody(instance: string): ProblemBody {
    return {
      type: this.type,
      title: this.title,
      status: this.status,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      instance,
      ...(this.errors === undefined || this.errors.length === 0 ? {} : { errors: this.errors }),
    };
  }
}

/** True for a thrown `HttpProblem`. */
export function isHttpProblem(value: unknown): value is HttpProblem {
  return value instanceof HttpProblem;
}

/** 400: a malformed request (bad parameter, unreadable body); `errors` names each bad field. */
export function badRequest(detail?: string, errors?: readonly FieldError[]): HttpProblem {
  return new HttpProblem(400, "bad-request", "Your request is malformed", { detail, errors });
}

/** 401: no valid token. */
export function unauthorized(detail?: string, headers?: Record<string, string>): HttpProblem {
  return new HttpProblem(401, "unauthorized", "You are not signed in", { detail, headers });
}

/** 403: signed in, but a role, permission or restriction flag forbids it. */
export function forbidden(detail?: string): HttpProblem {
  return new HttpProblem(403, "forbidden", "You may not do this", { detail });
}

/** 404: no such entity (or one the caller may not see), or no such route. */
export function notFound(detail?: string): HttpProblem {
  return new HttpProblem(404, "not-found", "Not found", { detail });
}

/** 405: the path exists but not with this method; `Allow` lists the methods it has. */
export function methodNotAllowed(detail: string, allow: readonly string[]): HttpProblem {
  return new HttpProblem(405, "method-not-allowed", "Method not allowed", {
    detail,
    headers: { allow: allow.join(", ") },
  });
}

/** 409: the change conflicts with the current state. */
export function conflict(detail?: string, errors?: readonly FieldError[]): HttpProblem {
  return new HttpProblem(409, "conflict", "This conflicts with existing data", { detail, errors });
}

/** 413: the body is larger than allowed. */
export function payloadTooLarge(detail?: string): HttpProblem {
  return new HttpProblem(413, "payload-too-large", "The request body is too large", { detail });
}

/** 415: the body's content type is not one the operation accepts. */
export function unsupportedMediaType(detail?: string): HttpProblem {
  return new HttpProblem(415, "unsupported-media-type", "Unsupported content type", { detail });
}

/**
 * A body whose content type the operation does not take: 415 where the operation declares 415
 * (uploads), else the contract's 400 for "wrong content type" naming `header.Content-Type`.
 */
export function wrongContentType(
  detail: string,
  accepted: readonly string[],
  declares415: boolean,
): HttpProblem {
  if (declares415) return unsupportedMediaType(detail);
  return badRequest(detail, [
    {
      field: "header.Content-Type",
      message: accepted.length > 0 ? `must be ${accepted.join(" or ")}` : "is not accepted",
      code: "content-type",
    },
  ]);
}

/** A body over the limit: 413 where the operation declares 413, else a 400 naming the body. */
export function bodyTooLarge(detail: string, limitText: string, declares413: boolean): HttpProblem {
  if (declares413) return payloadTooLarge(detail);
  return badRequest(detail, [
    { field: "body", message: `must be at most ${limitText}`, code: "size" },
  ]);
}

/** 422: the body is well formed but breaks a rule; `errors` names each bad field. */
export function unprocessable(detail?: string, errors?: readonly FieldError[]): HttpProblem {
  return new HttpProblem(422, "validation", "Your request has invalid fields", { detail, errors });
}

/** 429: too many attempts; `retryAfterSeconds` goes into `Retry-After`. */
export function tooManyRequests(retryAfterSeconds: number, detail?: string): HttpProblem {
  return new HttpProblem(429, "too-many-requests", "Too many requests", {
    detail,
    headers: { "retry-after": String(Math.max(0, Math.ceil(retryAfterSeconds))) },
  });
}

/** 500: the server failed. The detail is generic on purpose: never a stack, SQL or driver text. */
export function internalError(): HttpProblem {
  return new HttpProblem(500, "server-error", "Something went wrong on our side", {
    detail: "The server failed to answer this request; nothing was written. Try again later.",
  });
}

/** 501: the operation is in the contract but has no handler yet. */
export function notImplemented(operationId: string): HttpProblem {
  return new HttpProblem(501, "not-implemented", "Not implemented yet", {
    detail: `The operation ${operationId} is in the contract but this server does not implement it yet.`,
  });
}

/** 503: the server or a service it depends on is unavailable. */
export function serviceUnavailable(detail?: string): HttpProblem {
  return new HttpProblem(503, "service-unavailable", "Service unavailable", { detail });
}

/** The request's path without its query string: the problem's `instance`. */
export function instanceOf(request: FastifyRequest): string {
  const url = request.url;
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** Sends a problem as the answer to a request. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  problem: HttpProblem,
): FastifyReply {
  for (const [name, value] of Object.entries(problem.headers)) reply.header(name, value);
  return reply
    .code(problem.status)
    .type(PROBLEM_CONTENT_TYPE)
    .send(JSON.stringify(problem.toBody(instanceOf(request))));
}
