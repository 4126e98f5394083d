import type { Schema } from "../contract/types";
import type { CallData } from "./call-types";
import type { Executor } from "./execute";
import { getOperation } from "../contract/operations";
import { success } from "./result";
import type { Result } from "./result";
import type { Session, SessionStore } from "./session";

export type SignInCredentials = Schema<"SignInRequest">;
/** `signedIn` with the token, or `secondStepRequired` with the challenge for `verifyTwoFactor`. */
export type SignInAnswer = Schema<"SignInResult">;
export type TwoFactorStep = Schema<"TwoFactorRequest">;
export type SignedIn = Schema<"SignedInResult">;

/** Options of one auth call. */
export interface AuthCallOptions {
  readonly signal?: AbortSignal;
}

/**
 * Sign-in, the second step and sign-out, keeping the session in the client's session store:
 * the way a tool signs in without holding the token itself.
 */
export interface CanvassAuth {
  /**
   * `POST /users/auth/`. On `signedIn` the session (token, player, tag) is stored and every later
   * call is made as that user; on `secondStepRequired` nothing is stored yet.
   */
  signIn(credentials: SignInCredentials, options?: AuthCallOptions): Promise<Result<SignInAnswer>>;
  /** `POST /users/2fa/` with the code and the challenge of `signIn`; stores the session on success. */
  verifyTwoFactor(step: TwoFactorStep, options?: AuthCallOptions): Promise<Result<SignedIn>>;
  /**
   * `POST /users/logout/` when signed in, then forgets the session and clears the client's stored
   * data whatever the server answered; the result says whether the server took the sign-out.
   */
  signOut(options?: AuthCallOptions): Promise<Result<CallData<"signOut">>>;
}

/** The session a sign-in answer starts. */
export function sessionOf(signedIn: SignedIn): Session {
  return { token: signedIn.token, playerId: signedIn.player, tag: signedIn.tag };
}

export interface AuthDeps {
  readonly execute: Executor;
  readonly store: SessionStore;
  readonly getSession: () => Promise<Session | null>;
  readonly clearStoredData: () => Promise<void>;
}

export function createAuth(deps: AuthDeps): CanvassAuth {
  const { execute, store } = deps;
  return {
    async signIn(credentials, options = {}) {
      const { result } = await execute(getOperation("signIn"), {
        body: credentials,
        signal: options.signal ?? null,
      });
      // The data was parsed from an answer of this operation; the contract types it.
      const answer = result as Result<SignInAnswer>;
      if (answer.ok && answer.data.status === "signedIn") await store.set(sessionOf(answer.data));
      return answer;
    },
    async verifyTwoFactor(step, options = {}) {
      const { result } = await execute(getOperation("verifyTwoFactor"), {
        body: step,
        signal: options.signal ?? null,
      });
      const answer = result as Result<SignedIn>;
      if (answer.ok) await store.set(sessionOf(answer.data));
      return answer;
    },
    async signOut(options = {}) {
      const signedIn = await deps.getSession();
      // Signed out already: nothing to tell the server.
      const { result } =
        signedIn === null
          ? { result: success(undefined) }
          : await execute(getOperation("signOut"), { signal: options.signal ?? null });
      await store.set(null);
      await deps.clearStoredData();
      return result as Result<CallData<"signOut">>;
    },
  };
}
