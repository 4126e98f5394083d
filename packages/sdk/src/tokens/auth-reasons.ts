/**
 * The reasons a sign-in or its second step fails, as the server sends them in `X-Auth-Error`
 * (the console shows them as is). One wording per reason, so an unknown username and a wrong
 * password answer byte for byte the same. The server answers these; the console reads them.
 */
export const AUTH_REASONS = {
  invalidCredentials: "Invalid username or password",
  inactive: "Account inactive",
  invalidCode: "Invalid code",
  codeUsed: "Code already used: wait for the next one",
  challengeExpired: "The code request has expired: sign in again",
  tooManyTries: "Too many tries: sign in again",
} as const;

export type AuthReason = (typeof AUTH_REASONS)[keyof typeof AUTH_REASONS];

/** After these a second-step challenge takes no more codes: only a new sign-in helps. */
const CHALLENGE_OVER: ReadonlySet<string> = new Set([
  AUTH_REASONS.challengeExpired,
  AUTH_REASONS.tooManyTries,
]);

/** Whether a refused code (its `X-Auth-Error` reason) ended the challenge: sign in again. */
export function isChallengeOver(reason: string | undefined): boolean {
  return reason !== undefined && CHALLENGE_OVER.has(reason.trim());
}
