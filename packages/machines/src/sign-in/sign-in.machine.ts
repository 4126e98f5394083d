import { assertEvent, assign, fromPromise, setup } from "xstate";
import { errorFacts } from "@canvass/sdk/client";
import { TWO_FACTOR_CODE_PATTERN } from "./sign-in.types";
import type {
  PasswordResetCallResult,
  PasswordResetRequest,
  SignInCallResult,
  SignInContext,
  SignInEvent,
  SignInInput,
  SignInRequest,
  SignInStep,
  SignedInResult,
  TwoFactorRequest,
  VerifyTwoFactorCallResult,
} from "./sign-in.types";

/** The default of every actor: the console (or a test) provides the real one. */
function notProvided<Output, Input>(name: string) {
  return fromPromise<Output, Input>(() =>
    Promise.reject(new Error(`signIn: provide the "${name}" actor (machine.provide)`)),
  );
}

/** The error a call result stands for (an `ok` answer of an unexpected shape is one too). */
const errorOf = (result: { ok: boolean; error?: unknown }): unknown =>
  result.ok ? new Error("Unexpected answer") : result.error;

/**
 * Sign-in with an optional second step, and the password-reset request (spec §1, §4, §8;
 * `openapi/paths/session.yaml`: `signIn`, `verifyTwoFactor`, `requestPasswordReset`).
 *
 * editing → submitting → signedIn, or → codeEntry → verifying → signedIn. A refused step goes
 * back (to editing, or to codeEntry) with the failure, whose `reason` is the `X-Auth-Error`
 * header; it shows until the user edits that step or leaves it. passwordReset: editing →
 * requesting → sent / failed. The password is forgotten as soon as the first step succeeds; the
 * machine ends in `signedIn` with the `SignedInResult` as output.
 */
export const signInMachine = setup({
  types: {} as {
    context: SignInContext;
    events: SignInEvent;
    input: SignInInput;
    output: SignedInResult;
  },
  actors: {
    signIn: notProvided<SignInCallResult, SignInRequest>("signIn"),
    verifyTwoFactor: notProvided<VerifyTwoFactorCallResult, TwoFactorRequest>("verifyTwoFactor"),
    requestPasswordReset: notProvided<PasswordResetCallResult, PasswordResetRequest>(
      "requestPasswordReset",
    ),
  },
  guards: {
    canSubmitCredentials: ({ context }) =>
      context.username.trim() !== "" && context.password !== "",
    hasUsername: ({ context }) => context.username.trim() !== "",
    isCodeComplete: ({ context }) => TWO_FACTOR_CODE_PATTERN.test(context.code),
    isSignedIn: (_, params: { result: SignInCallResult }) =>
      params.result.ok && params.result.data.status === "signedIn",
    isSecondStepRequired: (_, params: { result: SignInCallResult }) =>
      params.result.ok && params.result.data.status === "secondStepRequired",
    succeeded: (_, params: { result: { ok: boolean } }) => params.result.ok,
  },
  actions: {
    updateCredentials: assign(({ context, event }) => {
      assertEvent(event, "signIn.change");
      return {
        username: event.username ?? context.username,
        password: event.password ?? context.password,
      };
    }),
    updateCode: assign({
      code: ({ event }) => {
        assertEvent(event, "signIn.code.change");
        return event.code.replace(/\s+/g, "");
      },
    }),
    clearFailure: assign({ failure: null }),
    clearCode: assign({ code: "" }),
    recordFailure: assign((_, params: { step: SignInStep; error: unknown }) => ({
      failure: { ...errorFacts(params.error), step: params.step },
    })),
    /** A `signedIn` answer of either step: keep it, forget every secret typed so far. */
    recordSignedIn: assign((_, params: { result: SignInCallResult | VerifyTwoFactorCallResult }) =>
      params.result.ok && params.result.data.status === "signedIn"
        ? { signedIn: params.result.data, password: "", code: "", challenge: null }
        : {},
    ),
    /** A `secondStepRequired` answer: keep its challenge; the password is no longer needed. */
    recordChallenge: assign((_, params: { result: SignInCallResult }) =>
      params.result.ok && params.result.data.status === "secondStepRequired"
        ? {
            challenge: params.result.data.challenge,
            challengeExpiresAt: params.result.data.expiresAt,
            password: "",
            code: "",
          }
        : {},
    ),
    forgetChallenge: assign({ challenge: null, challengeExpiresAt: null, code: "" }),
  },
}).createMachine({
  id: "signIn",
  context: ({ input }) => ({
    username: input.username ?? "",
    password: "",
    code: "",
    challenge: null,
    challengeExpiresAt: null,
    failure: null,
    signedIn: null,
  }),
  initial: "editing",
  output: ({ context }) => {
    if (context.signedIn === null) throw new Error("signIn: done without a sign-in");
    return context.signedIn;
  },
  states: {
    editing: {
      on: {
        "signIn.change": { actions: ["updateCredentials", "clearFailure"] },
        "signIn.submit": { guard: "canSubmitCredentials", target: "submitting" },
        "signIn.reset.start": { target: "passwordReset", actions: "clearFailure" },
      },
    },
    submitting: {
      entry: "clearFailure",
      invoke: {
        id: "signIn",
        src: "signIn",
        input: ({ context }) => ({ username: context.username.trim(), password: context.password }),
        onDone: [
          {
            guard: { type: "isSignedIn", params: ({ event }) => ({ result: event.output }) },
            target: "signedIn",
            actions: { type: "recordSignedIn", params: ({ event }) => ({ result: event.output }) },
          },
          {
            guard: {
              type: "isSecondStepRequired",
              params: ({ event }) => ({ result: event.output }),
            },
            target: "codeEntry",
            actions: { type: "recordChallenge", params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: "editing",
            actions: {
              type: "recordFailure",
              params: ({ event }) => ({ step: "credentials", error: errorOf(event.output) }),
            },
          },
        ],
        onError: {
          target: "editing",
          actions: {
            type: "recordFailure",
            params: ({ event }) => ({ step: "credentials", error: event.error }),
          },
        },
      },
    },
    codeEntry: {
      on: {
        "signIn.code.change": { actions: ["updateCode", "clearFailure"] },
        "signIn.code.submit": { guard: "isCodeComplete", target: "verifying" },
        "signIn.code.cancel": { target: "editing", actions: ["forgetChallenge", "clearFailure"] },
      },
    },
    verifying: {
      entry: "clearFailure",
      invoke: {
        id: "verifyTwoFactor",
        src: "verifyTwoFactor",
        input: ({ context }) => ({ code: context.code, challenge: context.challenge ?? "" }),
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "signedIn",
            actions: { type: "recordSignedIn", params: ({ event }) => ({ result: event.output }) },
          },
          {
            target: "codeEntry",
            actions: [
              {
                type: "recordFailure",
                params: ({ event }) => ({ step: "code", error: errorOf(event.output) }),
              },
              "clearCode",
            ],
          },
        ],
        onError: {
          target: "codeEntry",
          actions: [
            {
              type: "recordFailure",
              params: ({ event }) => ({ step: "code", error: event.error }),
            },
            "clearCode",
          ],
        },
      },
    },
    signedIn: { type: "final" },
    passwordReset: {
      initial: "editing",
      on: { "signIn.reset.back": { target: "#signIn.editing", actions: "clearFailure" } },
      states: {
        editing: {
          on: {
            "signIn.change": { actions: "updateCredentials" },
            "signIn.reset.submit": { guard: "hasUsername", target: "requesting" },
          },
        },
        requesting: {
          entry: "clearFailure",
          invoke: {
            id: "requestPasswordReset",
            src: "requestPasswordReset",
            input: ({ context }) => ({ username: context.username.trim() }),
            onDone: [
              {
                guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
                target: "sent",
              },
              {
                target: "failed",
                actions: {
                  type: "recordFailure",
                  params: ({ event }) => ({ step: "passwordReset", error: errorOf(event.output) }),
                },
              },
            ],
            onError: {
              target: "failed",
              actions: {
                type: "recordFailure",
                params: ({ event }) => ({ step: "passwordReset", error: event.error }),
              },
            },
          },
        },
        sent: {},
        failed: {
          on: {
            "signIn.change": { target: "editing", actions: ["updateCredentials", "clearFailure"] },
            "signIn.reset.submit": { guard: "hasUsername", target: "requesting" },
          },
        },
      },
    },
  },
});
