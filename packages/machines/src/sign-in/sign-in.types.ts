import type { ErrorFacts, Result } from "@canvass/sdk/client";
import type { Schema } from "@canvass/sdk/contract";

/** What `POST /users/auth/` answers for a correct pair: signed in, or a code is needed. */
export type SignInResult = Schema<"SignInResult">;
/** A completed sign-in (from `POST /users/auth/` or `POST /users/2fa/`): the machine's output. */
export type SignedInResult = Schema<"SignedInResult">;
export type SignInRequest = Schema<"SignInRequest">;
export type TwoFactorRequest = Schema<"TwoFactorRequest">;
export type PasswordResetRequest = Schema<"PasswordResetRequest">;

/**
 * The second-step code as the contract accepts it (`TwoFactorRequest.code`: 6 to 8 digits; the
 * 8-digit recovery codes fit too). Spaces the user types or pastes are dropped before the check.
 */
export const TWO_FACTOR_CODE_PATTERN = /^[0-9]{6,8}$/;

/**
 * Why a call failed. `reason` is the server's authentication-error header (`X-Auth-Error`,
 * the SDK's `AuthError.reason`): the text the console shows as is (spec §8). Other failures
 * (throttling, network, timeout) have no reason; the console words them from `kind`/`status`.
 * The facts are the SDK's `errorFacts` of the call's error.
 */
export type SignInFailure = ErrorFacts;

/** Which call a failure came from. */
export type SignInStep = "credentials" | "code" | "passwordReset";

export interface SignInContext {
  username: string;
  password: string;
  code: string;
  /** The `challenge` of a `secondStepRequired` answer, sent back with the code. */
  challenge: string | null;
  /** When the challenge expires (after that the user signs in again). */
  challengeExpiresAt: string | null;
  /** The last failure, with the step it happened in; cleared when that step is tried again. */
  failure: (SignInFailure & { readonly step: SignInStep }) | null;
  /** The completed sign-in, in `signedIn` (also the machine's output). */
  signedIn: SignedInResult | null;
}

export interface SignInInput {
  /** Prefills the username (a remembered one, or the one from a reset link). */
  username?: string;
}

export type SignInEvent =
  /** The credentials form changed; only the given fields change. */
  | { type: "signIn.change"; username?: string; password?: string }
  | { type: "signIn.submit" }
  | { type: "signIn.code.change"; code: string }
  | { type: "signIn.code.submit" }
  /** Leave the code step (wrong account, expired challenge): back to the credentials. */
  | { type: "signIn.code.cancel" }
  /** Open the password-reset request (the /reset_password page sends it on arrival). */
  | { type: "signIn.reset.start" }
  | { type: "signIn.reset.submit" }
  /** Leave the password-reset flow, back to the credentials. */
  | { type: "signIn.reset.back" };

/** The SDK results the injected actors resolve with (`client.call(...)` answers exactly these). */
export type SignInCallResult = Result<SignInResult>;
export type VerifyTwoFactorCallResult = Result<SignedInResult>;
export type PasswordResetCallResult = Result<unknown>;
