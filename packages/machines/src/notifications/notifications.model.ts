/**
 * The abstract test models of the notifications machine for `createTestModel` (which refuses
 * machines with `after` or `invoke`), one per region since the regions are independent:
 *
 * - `toastsModel`: `clock.tick` stands for 8000 ms passing (the executor moves the simulated
 *   clock); `toast.closeOldest` is the close button of the oldest toast. At most two toasts, each
 *   with the checks it has left, keep the model finite.
 * - `confirmationModel`: `answer.*` are the outcomes of the confirm action (the executor settles
 *   the promise `onContinue` returned).
 */
import { assign, setup } from "xstate";
import type { NotificationsEvent } from "./notifications.types";

export type ToastsModelEvent =
  | Extract<NotificationsEvent, { type: "notifications.push" | "notifications.clear" }>
  | { type: "toast.closeOldest" }
  | { type: "clock.tick" };

export interface ToastsModelContext {
  /** The checks each toast has left, oldest first. */
  toasts: (1 | 2)[];
}

export const TOASTS_MODEL_EVENTS: readonly ToastsModelEvent[] = [
  { type: "notifications.push", notification: { title: "Saved", severity: "success" } },
];

export const toastsModel = setup({
  types: {} as { context: ToastsModelContext; events: ToastsModelEvent },
  guards: {
    hasRoom: ({ context }) => context.toasts.length < 2,
    closesLast: ({ context }) => context.toasts.length === 1,
    dismissesAll: ({ context }) => context.toasts.every((checksLeft) => checksLeft === 1),
  },
  actions: {
    tick: assign({
      toasts: ({ context }) => context.toasts.filter((left) => left === 2).map(() => 1 as const),
    }),
    closeOldest: assign({ toasts: ({ context }) => context.toasts.slice(1) }),
  },
}).createMachine({
  id: "toastsModel",
  context: { toasts: [] },
  initial: "empty",
  states: {
    empty: {
      on: {
        "notifications.push": { target: "showing", actions: assign({ toasts: [1] }) },
      },
    },
    showing: {
      on: {
        "notifications.push": {
          guard: "hasRoom",
          actions: assign({ toasts: ({ context }) => [...context.toasts, 2 as const] }),
        },
        "toast.closeOldest": [
          { guard: "closesLast", target: "empty", actions: "closeOldest" },
          { actions: "closeOldest" },
        ],
        "notifications.clear": { target: "empty", actions: assign({ toasts: [] }) },
        "clock.tick": [
          { guard: "dismissesAll", target: "empty", actions: "tick" },
          { actions: "tick" },
        ],
      },
    },
  },
});

export type ConfirmationModelEvent =
  | Extract<NotificationsEvent, { type: "confirm.continue" | "confirm.cancel" }>
  | { type: "confirm.open"; confirmation: { title: string; cancellable: boolean } }
  /** The confirm action resolved. */
  | { type: "answer.done" }
  /** It resolved with an `{ ok: false }` SDK result. */
  | { type: "answer.failedResult" }
  /** It rejected. */
  | { type: "answer.rejected" };

export interface ConfirmationModelContext {
  cancellable: boolean;
  error: boolean;
}

export const CONFIRMATION_MODEL_EVENTS: readonly ConfirmationModelEvent[] = [
  { type: "confirm.open", confirmation: { title: "Delete the team?", cancellable: true } },
  { type: "confirm.open", confirmation: { title: "Accept the terms", cancellable: false } },
];

export const confirmationModel = setup({
  types: {} as { context: ConfirmationModelContext; events: ConfirmationModelEvent },
  guards: {
    isCancellable: ({ context }) => context.cancellable,
  },
  actions: {
    open: assign(({ event }) =>
      event.type === "confirm.open"
        ? { cancellable: event.confirmation.cancellable, error: false }
        : {},
    ),
  },
}).createMachine({
  id: "confirmationModel",
  context: { cancellable: false, error: false },
  initial: "closed",
  states: {
    closed: {
      on: { "confirm.open": { target: "open", actions: "open" } },
    },
    open: {
      on: {
        "confirm.open": { actions: "open" },
        "confirm.continue": { target: "saving", actions: assign({ error: false }) },
        "confirm.cancel": {
          guard: "isCancellable",
          target: "closed",
          actions: assign({ error: false }),
        },
      },
    },
    saving: {
      on: {
        "answer.done": { target: "closed", actions: assign({ error: false }) },
        "answer.failedResult": { target: "open", actions: assign({ error: true }) },
        "answer.rejected": { target: "open", actions: assign({ error: true }) },
      },
    },
  },
});
