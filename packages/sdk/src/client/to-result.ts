import type { OperationDescriptor } from "../contract/operation-descriptor";
import { cacheStatusOf } from "../middleware/cache";
import {
  AbortedError,
  AuthError,
  HttpError,
  NetworkError,
  TimeoutError,
  isCanvassError,
  isTimeoutReason,
} from "./errors";
import type { Problem } from "./errors";
import { failure, success } from "./result";
import type { Failure, Result } from "./result";

/** The header that carries the reason of a refused sign-in or two-factor step. */
export const AUTH_ERROR_HEADER = "X-Auth-Error";

/** The operations whose 401/403 is an `AuthError` (the reason shown to the user), not an `HttpError`. */
export const AUTH_OPERATION_IDS: ReadonlySet<string> = new Set(["signIn", "verifyTwoFactor"]);

/** What openapi-fetch resolves with. */
export interface FetchOutcome {
  readonly data?: unknown;
  readonly error?: unknown;
  readonly response: Response;
}

/** An RFC 9457 problem, if the body is one. */
export function toProblem(body: unknown): Problem | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { title, status } = body as Partial<Record<keyof Problem, unknown>>;
  return typeof title === "string" && typeof status === "number" ? (body as Problem) : undefined;
}

/**
 * Maps an HTTP answer to a result: 2xx (and the cache's own answers) → success, `stale` when the
 * cache served a copy after a failure; 401/403 on sign-in or two-factor → `AuthError` with the
 * `X-Auth-Error` reason; any other status → `HttpError` with the problem body.
 */
export function resultFromResponse<T>(
  operation: OperationDescriptor,
  outcome: FetchOutcome,
): Result<T> {
  const { response } = outcome;
  if (response.ok) return success(outcome.data as T, cacheStatusOf(response) === "stale");
  const problem = toProblem(outcome.error);
  if (
    AUTH_OPERATION_IDS.has(operation.operationId) &&
    (response.status === 401 || response.status === 403)
  ) {
    const reason = response.headers.get(AUTH_ERROR_HEADER) ?? undefined;
    return failure(new AuthError(response.status, reason, problem, operation.operationId));
  }
  return failure(new HttpError(response.status, problem, operation.operationId));
}

/**
 * Maps a thrown value to a failure: a timeout → `TimeoutError`; the caller's own abort →
 * `AbortedError`; anything else (refused connection, reset, unreadable body) → `NetworkError`.
 */
export function failureFromThrown(
  operation: OperationDescriptor,
  thrown: unknown,
  callerSignal?: AbortSignal | null,
): Failure {
  const { operationId } = operation;
  if (thrown instanceof TimeoutError) return failure(thrown);
  if (isTimeoutReason(thrown)) {
    return failure(
      new TimeoutError("The call timed out", operationId, undefined, { cause: thrown }),
    );
  }
  if (callerSignal?.aborted) {
    return failure(new AbortedError("Cancelled by the caller", operationId, { cause: thrown }));
  }
  if (isCanvassError(thrown)) return failure(thrown);
  const message = thrown instanceof Error ? thrown.message : "The request failed";
  return failure(new NetworkError(message, operationId, { cause: thrown }));
}
