/**
 * The reasons a sign-in or second step fails, sent in `X-Auth-Error` (the console shows them as
 * is) and repeated as the 401 problem's detail. The wordings live in the SDK (`AUTH_REASONS`),
 * where the console reads them too.
 */
import type { AuthReason } from "@canvass/sdk/tokens";
export { AUTH_REASONS, type AuthReason } from "@canvass/sdk/tokens";
import { unauthorized, type HttpProblem } from "../../http/index.js";

export const AUTH_ERROR_HEADER = "x-auth-error";

/** 401 with the reason in `X-Auth-Error` and as the detail. */
export function authFailed(reason: AuthReason): HttpProblem {
  return unauthorized(reason, { [AUTH_ERROR_HEADER]: reason });
}
