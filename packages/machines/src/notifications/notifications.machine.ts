import { NOTIFICATION_DISMISS_MS } from "@canvass/sdk/settings";
import { assertEvent, assign, fromPromise, setup } from "xstate";
import type {
  Confirmation,
  NotificationsContext,
  NotificationsEvent,
  Toast,
} from "./notifications.types";

/** An `{ ok: false, error }` SDK result (or anything shaped like one). */
function isFailedResult(value: unknown): value is { ok: false; error?: unknown } {
  return typeof value === "object" && value !== null && "ok" in value && value.ok === false;
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (isFailedResult(error)) return messageOf(error.error);
  return String(error);
}

/**
 * The toasts and the confirmation modal, two independent regions.
 *
 * toasts: `empty` ⇄ `showing`. While toasts show, a check runs every 8000 ms
 * (`NOTIFICATION_DISMISS_MS`, spec §9: "auto-dismiss after 8000 ms, checked every 8000 ms") and
 * dismisses those at least 8000 ms old: a toast that started the checks goes at the first one,
 * one that came between two checks at the second (so it shows 8000 to 16000 ms). The close button
 * dismisses one at once.
 *
 * confirmation: `closed` → `open` → `saving` (the continue button disabled) → `closed`; a failed
 * confirm action returns to `open` with its error. Cancel only when the confirmation allows it.
 */
export const notificationsMachine = setup({
  types: {} as { context: NotificationsContext; events: NotificationsEvent },
  delays: { dismissCheck: NOTIFICATION_DISMISS_MS },
  actors: {
    /** Runs the confirmation's own confirm action (the caller's side effect). */
    runConfirmation: fromPromise<unknown, { confirmation: Confirmation | null }>(
      ({ input }) =>
        new Promise((resolve) => {
          // A confirm action that throws at once rejects like one whose promise fails.
          resolve(input.confirmation?.onContinue?.());
        }),
    ),
  },
  guards: {
    isQueueEmpty: ({ context }) => context.toasts.length === 0,
    isCancellable: ({ context }) => context.confirmation?.cancellable === true,
    isFailedResult: (_, params: { output: unknown }) => isFailedResult(params.output),
  },
  actions: {
    enqueueToast: assign(({ context, event }, params: { checksLeft: Toast["checksLeft"] }) => {
      assertEvent(event, "notifications.push");
      const { title, description, icon, severity } = event.notification;
      const toast: Toast = {
        id: context.nextId,
        title,
        description,
        icon,
        severity: severity ?? "info",
        checksLeft: params.checksLeft,
      };
      return { toasts: [...context.toasts, toast], nextId: context.nextId + 1 };
    }),
    dismissToast: assign({
      toasts: ({ context, event }) => {
        assertEvent(event, "notifications.dismiss");
        return context.toasts.filter((toast) => toast.id !== event.id);
      },
    }),
    /** The periodic check: toasts due now go, the others have one check left. */
    dismissDue: assign({
      toasts: ({ context }) =>
        context.toasts
          .filter((toast) => toast.checksLeft > 1)
          .map((toast) => ({ ...toast, checksLeft: 1 as const })),
    }),
    clearToasts: assign({ toasts: [] }),
    setConfirmation: assign(({ event }) => {
      assertEvent(event, "confirm.open");
      const { confirmation } = event;
      return {
        confirmation: {
          ...confirmation,
          severity: confirmation.severity ?? "warning",
          cancellable: confirmation.cancellable ?? true,
        },
        confirmationError: null,
      };
    }),
    clearConfirmation: assign({ confirmation: null, confirmationError: null }),
    clearConfirmationError: assign({ confirmationError: null }),
    recordConfirmationError: assign((_, params: { error: unknown }) => ({
      confirmationError: messageOf(params.error),
    })),
  },
}).createMachine({
  id: "notifications",
  type: "parallel",
  context: { toasts: [], nextId: 1, confirmation: null, confirmationError: null },
  states: {
    toasts: {
      initial: "empty",
      states: {
        empty: {
          on: {
            "notifications.push": {
              target: "showing",
              actions: { type: "enqueueToast", params: { checksLeft: 1 } },
            },
          },
        },
        showing: {
          always: { guard: "isQueueEmpty", target: "empty" },
          after: {
            dismissCheck: { target: "showing", reenter: true, actions: "dismissDue" },
          },
          on: {
            "notifications.push": { actions: { type: "enqueueToast", params: { checksLeft: 2 } } },
            "notifications.dismiss": { actions: "dismissToast" },
            "notifications.clear": { target: "empty", actions: "clearToasts" },
          },
        },
      },
    },
    confirmation: {
      initial: "closed",
      states: {
        closed: {
          on: { "confirm.open": { target: "open", actions: "setConfirmation" } },
        },
        open: {
          on: {
            "confirm.open": { actions: "setConfirmation" },
            "confirm.continue": { target: "saving", actions: "clearConfirmationError" },
            "confirm.cancel": {
              guard: "isCancellable",
              target: "closed",
              actions: "clearConfirmation",
            },
          },
        },
        saving: {
          invoke: {
            id: "runConfirmation",
            src: "runConfirmation",
            input: ({ context }) => ({ confirmation: context.confirmation }),
            onDone: [
              {
                guard: {
                  type: "isFailedResult",
                  params: ({ event }) => ({ output: event.output }),
                },
                target: "open",
                actions: {
                  type: "recordConfirmationError",
                  params: ({ event }) => ({ error: event.output }),
                },
              },
              { target: "closed", actions: "clearConfirmation" },
            ],
            onError: {
              target: "open",
              actions: {
                type: "recordConfirmationError",
                params: ({ event }) => ({ error: event.error }),
              },
            },
          },
        },
      },
    },
  },
});
