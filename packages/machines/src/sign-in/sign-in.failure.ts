import { isAuthError, isCanvassError, isHttpError } from "@canvass/sdk/client";
import type { SignInFailure } from "./sign-in.types";

/**
 * A failure from what a call gave back: an SDK error (from a `{ ok: false, error }` result) or
 * anything an injected actor threw. An `AuthError` carries the `X-Auth-Error` reason.
 */
export function failureOf(error: unknown): SignInFailure {
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
