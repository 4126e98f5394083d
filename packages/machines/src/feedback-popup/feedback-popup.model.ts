/**
 * The abstract test model of the feedback popup for `createTestModel` (which refuses machines
 * with `invoke`). Its states mirror the real machine's; `answer.*` stand for the server's
 * answers to `POST /feedback/`, delivered by the event executors to the real actor's call.
 */
import { assign, setup } from "xstate";
import type { FeedbackPopupEvent } from "./feedback-popup.types";

export type FeedbackAnswer =
  /** 201: stored. */
  | { type: "answer.created" }
  /** 422 (blank after the server's own trim, too long…): an HTTP failure. */
  | { type: "answer.refused" }
  /** The injected actor itself failed (threw). */
  | { type: "answer.crash" };

export type FeedbackPopupModelEvent = FeedbackPopupEvent | FeedbackAnswer;

export interface FeedbackPopupModelContext {
  /** The draft can be sent (not blank, not too long). */
  sendable: boolean;
  failure: boolean;
}

export const FEEDBACK_POPUP_MODEL_EVENTS: readonly FeedbackPopupModelEvent[] = [
  { type: "feedback.open", url: "/exports" },
  { type: "feedback.change", text: " The export list is hard to read on a phone. " },
  { type: "feedback.change", text: "   " },
];

export const feedbackPopupModel = setup({
  types: {} as { context: FeedbackPopupModelContext; events: FeedbackPopupModelEvent },
  guards: {
    isSendable: ({ context }) => context.sendable,
  },
  actions: {
    recordTyping: assign(({ event }) =>
      event.type === "feedback.change"
        ? { sendable: event.text.trim() !== "", failure: false }
        : {},
    ),
  },
}).createMachine({
  id: "feedbackPopupModel",
  context: { sendable: false, failure: false },
  initial: "closed",
  states: {
    closed: {
      on: { "feedback.open": { target: "editing" } },
    },
    editing: {
      on: {
        "feedback.change": { actions: "recordTyping" },
        "feedback.submit": { guard: "isSendable", target: "sending" },
        "feedback.close": { target: "closed" },
      },
    },
    sending: {
      on: {
        "answer.created": { target: "thanked", actions: assign({ sendable: false }) },
        "answer.refused": { target: "failed", actions: assign({ failure: true }) },
        "answer.crash": { target: "failed", actions: assign({ failure: true }) },
      },
    },
    thanked: {
      on: { "feedback.close": { target: "closed" } },
    },
    failed: {
      on: {
        "feedback.change": { target: "editing", actions: "recordTyping" },
        "feedback.submit": {
          guard: "isSendable",
          target: "sending",
          actions: assign({ failure: false }),
        },
        "feedback.close": { target: "closed", actions: assign({ failure: false }) },
      },
    },
  },
});
