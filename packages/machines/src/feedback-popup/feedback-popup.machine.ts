import { isCanvassError, isHttpError } from "@canvass/sdk/client";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import { canSendFeedback } from "./feedback-popup.types";
import type {
  CreateFeedbackCallResult,
  FeedbackCreate,
  FeedbackFailure,
  FeedbackPopupContext,
  FeedbackPopupEvent,
  FeedbackPopupInput,
} from "./feedback-popup.types";

function failureOf(error: unknown): FeedbackFailure {
  if (isHttpError(error)) return { kind: "http", status: error.status, message: error.message };
  if (isCanvassError(error)) return { kind: error.kind, status: undefined, message: error.message };
  return {
    kind: "unknown",
    status: undefined,
    message: error instanceof Error ? error.message : String(error),
  };
}

/**
 * The feedback popup (spec §2: free text; on success a success notification shows a thanks title
 * and description). closed ⇄ editing → sending → thanked / failed. The draft survives closing
 * the popup until it is sent; `showThanks` (injected) raises the thanks notification.
 */
export const feedbackPopupMachine = setup({
  types: {} as {
    context: FeedbackPopupContext;
    events: FeedbackPopupEvent;
    input: FeedbackPopupInput;
  },
  actors: {
    createFeedback: fromPromise<CreateFeedbackCallResult, FeedbackCreate>(() =>
      Promise.reject(
        new Error('feedbackPopup: provide the "createFeedback" actor (machine.provide)'),
      ),
    ),
  },
  guards: {
    isSendable: ({ context }) => canSendFeedback(context.text),
    succeeded: (_, params: { result: CreateFeedbackCallResult }) => params.result.ok,
  },
  actions: {
    /** The success notification with the thanks title and description (the console's toast). */
    showThanks: () => {
      // Provided by the console: machine.provide({ actions: { showThanks } }).
    },
    openAt: assign(({ context, event }) => {
      assertEvent(event, "feedback.open");
      return { url: event.url ?? context.url };
    }),
    updateText: assign({
      text: ({ event }) => {
        assertEvent(event, "feedback.change");
        return event.text;
      },
    }),
    clearText: assign({ text: "" }),
    clearFailure: assign({ failure: null }),
    recordFailure: assign((_, params: { error: unknown }) => ({
      failure: failureOf(params.error),
    })),
  },
}).createMachine({
  id: "feedbackPopup",
  context: ({ input }) => ({ text: "", url: input.url, failure: null }),
  initial: "closed",
  states: {
    closed: {
      on: { "feedback.open": { target: "editing", actions: "openAt" } },
    },
    editing: {
      on: {
        "feedback.change": { actions: "updateText" },
        "feedback.submit": { guard: "isSendable", target: "sending" },
        "feedback.close": { target: "closed" },
      },
    },
    sending: {
      entry: "clearFailure",
      invoke: {
        id: "createFeedback",
        src: "createFeedback",
        input: ({ context }) => ({
          text: context.text.trim(),
          ...(context.url === undefined ? {} : { url: context.url }),
        }),
        onDone: [
          {
            guard: { type: "succeeded", params: ({ event }) => ({ result: event.output }) },
            target: "thanked",
          },
          {
            target: "failed",
            actions: {
              type: "recordFailure",
              params: ({ event }) => ({
                error: event.output.ok ? new Error("Unexpected answer") : event.output.error,
              }),
            },
          },
        ],
        onError: {
          target: "failed",
          actions: { type: "recordFailure", params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    thanked: {
      entry: ["clearText", "showThanks"],
      on: { "feedback.close": { target: "closed" } },
    },
    failed: {
      on: {
        "feedback.change": { target: "editing", actions: ["updateText", "clearFailure"] },
        "feedback.submit": { guard: "isSendable", target: "sending" },
        "feedback.close": { target: "closed", actions: "clearFailure" },
      },
    },
  },
});
