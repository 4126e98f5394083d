/**
 * The abstract test model of the signIn flow for `createTestModel` (which refuses machines with
 * `invoke`). Its states mirror the real machine's; its `answer.*` events stand for the server's
 * answers, which the event executors deliver to the real actor's pending call. The context keeps
 * only what the assertions need: which fields are filled and which failure shows.
 */
import { assign, setup } from "xstate";
import { TWO_FACTOR_CODE_PATTERN } from "./sign-in.types";
import type { SignInEvent, SignInFailure } from "./sign-in.types";

/** The server's answers, as the model names them. */
export type SignInAnswer =
  /** 200 `signedIn` (first or second step). */
  | { type: "answer.signedIn" }
  /** 200 `secondStepRequired` with a challenge. */
  | { type: "answer.secondStep" }
  /** 401 with an `X-Auth-Error` reason. */
  | { type: "answer.refused" }
  /** 429 (throttled), an HTTP failure without a reason. */
  | { type: "answer.throttled" }
  /** 202 for the password-reset request. */
  | { type: "answer.accepted" }
  /** The injected actor itself failed (threw). */
  | { type: "answer.crash" };

export type SignInModelEvent = SignInEvent | SignInAnswer;

export interface SignInModelContext {
  username: boolean;
  password: boolean;
  code: boolean;
  failure: SignInFailure["kind"] | null;
}

/** The concrete events the paths use for the events that carry data. */
export const SIGN_IN_MODEL_EVENTS: readonly SignInModelEvent[] = [
  { type: "signIn.change", username: "jdoe", password: "correct horse" },
  { type: "signIn.change", username: " ", password: "" },
  { type: "signIn.code.change", code: "123 456" },
  { type: "signIn.code.change", code: "12" },
];

export const signInModel = setup({
  types: {} as { context: SignInModelContext; events: SignInModelEvent },
  actions: {
    recordTyping: assign(({ event }) =>
      event.type === "signIn.change"
        ? {
            username: (event.username ?? "").trim() !== "",
            password: (event.password ?? "") !== "",
            failure: null,
          }
        : {},
    ),
    recordCode: assign(({ event }) =>
      event.type === "signIn.code.change"
        ? { code: TWO_FACTOR_CODE_PATTERN.test(event.code.replace(/\s+/g, "")), failure: null }
        : {},
    ),
  },
  guards: {
    canSubmit: ({ context }) => context.username && context.password,
    hasUsername: ({ context }) => context.username,
    hasCode: ({ context }) => context.code,
  },
}).createMachine({
  id: "signInModel",
  context: { username: false, password: false, code: false, failure: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        "signIn.change": { actions: "recordTyping" },
        "signIn.submit": { guard: "canSubmit", target: "submitting" },
        "signIn.reset.start": { target: "passwordReset", actions: assign({ failure: null }) },
      },
    },
    submitting: {
      entry: assign({ failure: null }),
      on: {
        "answer.signedIn": {
          target: "signedIn",
          actions: assign({ password: false, code: false }),
        },
        "answer.secondStep": { target: "codeEntry", actions: assign({ password: false }) },
        "answer.refused": { target: "editing", actions: assign({ failure: "auth" }) },
        "answer.throttled": { target: "editing", actions: assign({ failure: "http" }) },
        "answer.crash": { target: "editing", actions: assign({ failure: "unknown" }) },
      },
    },
    codeEntry: {
      on: {
        "signIn.code.change": { actions: "recordCode" },
        "signIn.code.submit": { guard: "hasCode", target: "verifying" },
        "signIn.code.cancel": {
          target: "editing",
          actions: assign({ code: false, failure: null }),
        },
      },
    },
    verifying: {
      entry: assign({ failure: null }),
      on: {
        "answer.signedIn": {
          target: "signedIn",
          actions: assign({ password: false, code: false }),
        },
        "answer.refused": {
          target: "codeEntry",
          actions: assign({ code: false, failure: "auth" }),
        },
        "answer.crash": {
          target: "codeEntry",
          actions: assign({ code: false, failure: "unknown" }),
        },
      },
    },
    signedIn: { type: "final" },
    passwordReset: {
      initial: "editing",
      on: {
        "signIn.reset.back": { target: "#signInModel.editing", actions: assign({ failure: null }) },
      },
      states: {
        editing: {
          on: {
            "signIn.change": { actions: "recordTyping" },
            "signIn.reset.submit": { guard: "hasUsername", target: "requesting" },
          },
        },
        requesting: {
          entry: assign({ failure: null }),
          on: {
            "answer.accepted": { target: "sent" },
            "answer.throttled": { target: "failed", actions: assign({ failure: "http" }) },
            "answer.crash": { target: "failed", actions: assign({ failure: "unknown" }) },
          },
        },
        sent: {},
        failed: {
          on: {
            "signIn.change": { target: "editing", actions: "recordTyping" },
            "signIn.reset.submit": { guard: "hasUsername", target: "requesting" },
          },
        },
      },
    },
  },
});
