import type { Schema } from "../contract/types";

/** An RFC 9457 problem body, as every 4xx/5xx of the contract carries. */
export type Problem = Schema<"Problem">;

/** The origins a failed call can have. */
export type CanvassErrorKind = "network" | "timeout" | "http" | "auth" | "aborted";

const BRAND = Symbol.for("@canvass/sdk/error");

/**
 * The base of every error a client call resolves with. Errors are values in a result, never thrown
 * at the caller. The brand (a registered symbol) lets the guards work across bundle copies.
 */
export abstract class CanvassError extends Error {
  abstract readonly kind: CanvassErrorKind;
  readonly [BRAND] = true;
  /** The operation that failed, when known. */
  readonly operationId: string | undefined;

  constructor(message: string, operationId?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.operationId = operationId;
  }
}

/** The request never got an HTTP answer (DNS, refused connection, reset, unreadable body). */
export class NetworkError extends CanvassError {
  readonly kind = "network";
  override readonly name = "NetworkError";
}

/** The operation's `x-timeout-ms` (or the client's override) passed before an answer came. */
export class TimeoutError extends CanvassError {
  readonly kind = "timeout";
  override readonly name = "TimeoutError";
  readonly timeoutMs: number | undefined;

  constructor(
    message: string,
    operationId?: string,
    timeoutMs?: number,
    options?: { cause?: unknown },
  ) {
    super(message, operationId, options);
    this.timeoutMs = timeoutMs;
  }
}

/** The caller's own `signal` cancelled the call. */
export class AbortedError extends CanvassError {
  readonly kind = "aborted";
  override readonly name = "AbortedError";
}

/** The server answered with a non-success status. */
export class HttpError extends CanvassError {
  readonly kind = "http";
  override readonly name = "HttpError";
  readonly status: number;
  /** The RFC 9457 problem body, when the answer had one. */
  readonly problem: Problem | undefined;

  constructor(status: number, problem: Problem | undefined, operationId?: string) {
    super(problem?.title ?? `HTTP ${status}`, operationId);
    this.status = status;
    this.problem = problem;
  }
}

/**
 * Sign-in or two-factor refused (401/403 on `POST /users/auth/` or `POST /users/2fa/`).
 * `reason` is the server's `X-Auth-Error` header, the text the console shows.
 */
export class AuthError extends CanvassError {
  readonly kind = "auth";
  override readonly name = "AuthError";
  readonly status: number;
  readonly reason: string | undefined;
  readonly problem: Problem | undefined;

  constructor(
    status: number,
    reason: string | undefined,
    problem: Problem | undefined,
    operationId?: string,
  ) {
    super(reason ?? problem?.title ?? `HTTP ${status}`, operationId);
    this.status = status;
    this.reason = reason;
    this.problem = problem;
  }
}

/** Any error a client call can resolve with. */
export type ClientError = NetworkError | TimeoutError | AbortedError | HttpError | AuthError;

/** True for errors made by this SDK (any kind). */
export function isCanvassError(value: unknown): value is ClientError {
  return typeof value === "object" && value !== null && BRAND in value;
}

export function isNetworkError(value: unknown): value is NetworkError {
  return isCanvassError(value) && value.kind === "network";
}

export function isTimeoutError(value: unknown): value is TimeoutError {
  return isCanvassError(value) && value.kind === "timeout";
}

export function isAbortedError(value: unknown): value is AbortedError {
  return isCanvassError(value) && value.kind === "aborted";
}

export function isHttpError(value: unknown): value is HttpError {
  return isCanvassError(value) && value.kind === "http";
}

export function isAuthError(value: unknown): value is AuthError {
  return isCanvassError(value) && value.kind === "auth";
}

/**
 * What a failed call tells, whatever it failed with: the error's kind (`unknown` for anything
 * the SDK did not make), the HTTP status, the server's `X-Auth-Error` reason and the message.
 * The sign-in flows word their failures from these facts.
 */
export interface ErrorFacts {
  readonly kind: CanvassErrorKind | "unknown";
  readonly status: number | undefined;
  readonly reason: string | undefined;
  readonly message: string;
}

export function errorFacts(error: unknown): ErrorFacts {
  if (isAuthError(error)) {
    return { kind: "auth", status: error.status, reason: error.reason, message: error.message };
  }
  if (isHttpError(error)) {
    return { kind: "http", status: error.status, reason: undefined, message: error.message };
  }
  if (isCanvassError(error)) {
    return { kind: error.kind, status: undefined, reason: undefined, message: error.message };
  }
  return {
    kind: "unknown",
    status: undefined,
    reason: undefined,
    message: error instanceof Error ? error.message : String(error),
  };
}

/** True when a thrown value is the reason of an `AbortSignal.timeout()` (a `TimeoutError` DOMException). */
export function isTimeoutReason(value: unknown): boolean {
  return (
    isTimeoutError(value) ||
    (typeof value === "object" &&
      value !== null &&
      "name" in value &&
      value.name === "TimeoutError")
  );
}
