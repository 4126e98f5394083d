/**
 * The reasons a sign-in or second step fails, sent in `X-Auth-Error` (the console shows them as
 * is) and repeated as the 401 problem's detail. One wording per reason, so an unknown username
 * and a wrong password answer byte for byte the same.
 */
import { unauthorized, type HttpProblem } from "../../http/index.js";

export const AUTH_ERROR_HEADER = "x-auth-error";

export const AUTH_REASONS = {
  invalidCredentials: "Invalid username or password",
  inactive: "Account inactive",
  invalidCode: "Invalid code",
  codeUsed: "Code already used: wait for the next one",
  challengeExpired: "The code request has expired: sign in again",
  tooManyTries: "Too many tries: sign in again",
} as const;

export type AuthReason = (typeof AUTH_REASONS)[keyof typeof AUTH_REASONS];

/** 401 with the reason in `X-Auth-Error` and as the detail. */
export function authFailed(reason: AuthReason): HttpProblem {
  return unauthorized(reason, { [AUTH_ERROR_HEADER]: reason });
}
