/**
 * What a failed sign-in, code or reset call shows: the server's `X-Auth-Error` reason as is when
 * it sent one (spec §8: the caller shows that reason), otherwise a translated message chosen by
 * where the call failed. The reason is the server's own wording, so it is never translated.
 */
import type { SignInFailure } from "@canvass/machines";
import { isAuthError, isCanvassError, isHttpError } from "@canvass/sdk/client";

/** The message keys a failure without a server reason maps to. */
export type FailureKey =
  | "session.failure.network"
  | "session.failure.timeout"
  | "session.failure.throttled"
  | "session.failure.refused"
  | "session.failure.other";

export type FailureMessage =
  | { readonly kind: "reason"; readonly text: string }
  | { readonly kind: "key"; readonly key: FailureKey };

/** The parts of a failure the wording depends on. */
export type FailureFacts = Pick<SignInFailure, "kind" | "status" | "reason">;

export const TOO_MANY_REQUESTS = 429;

export function failureMessage(failure: FailureFacts): FailureMessage {
  const reason = failure.reason?.trim();
  if (reason !== undefined && reason !== "") return { kind: "reason", text: reason };
  if (failure.status === TOO_MANY_REQUESTS)
    return { kind: "key", key: "session.failure.throttled" };
  switch (failure.kind) {
    case "network":
      return { kind: "key", key: "session.failure.network" };
    case "timeout":
      return { kind: "key", key: "session.failure.timeout" };
    case "auth":
      return { kind: "key", key: "session.failure.refused" };
    default:
      return { kind: "key", key: "session.failure.other" };
  }
}

/** The facts of any error a call resolved with (the machine does this for its own calls). */
export function failureFactsOf(error: unknown): FailureFacts {
  if (isAuthError(error)) return { kind: "auth", status: error.status, reason: error.reason };
  if (isHttpError(error)) return { kind: "http", status: error.status, reason: undefined };
  if (isCanvassError(error)) return { kind: error.kind, status: undefined, reason: undefined };
  return { kind: "unknown", status: undefined, reason: undefined };
}
