import { fromPromise } from "xstate";
import type { CanvassClient } from "@canvass/sdk/client";
import type {
  PasswordResetCallResult,
  PasswordResetRequest,
  SignInCallResult,
  SignInRequest,
  TwoFactorRequest,
  VerifyTwoFactorCallResult,
} from "./sign-in.types";

/**
 * The signIn machine's actors on an SDK client:
 * `signInMachine.provide({ actors: createSignInActors(client) })`. Each resolves with the SDK
 * result (never throws); leaving the state aborts the call through its signal.
 */
export function createSignInActors(client: CanvassClient) {
  return {
    signIn: fromPromise<SignInCallResult, SignInRequest>(({ input, signal }) =>
      client.call("signIn", { body: input, signal }),
    ),
    verifyTwoFactor: fromPromise<VerifyTwoFactorCallResult, TwoFactorRequest>(({ input, signal }) =>
      client.call("verifyTwoFactor", { body: input, signal }),
    ),
    requestPasswordReset: fromPromise<PasswordResetCallResult, PasswordResetRequest>(
      ({ input, signal }) => client.call("requestPasswordReset", { body: input, signal }),
    ),
  };
}
