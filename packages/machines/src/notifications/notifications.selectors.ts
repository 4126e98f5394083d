import type { SnapshotFrom } from "xstate";
import type { notificationsMachine } from "./notifications.machine";
import type { Confirmation, Severity } from "./notifications.types";

type NotificationsSnapshot = SnapshotFrom<typeof notificationsMachine>;

/** A toast as the console renders it. */
export interface ToastView {
  readonly id: number;
  readonly title: string;
  readonly description: string | undefined;
  readonly icon: string | undefined;
  readonly severity: Severity;
}

/** The toasts on screen, oldest first. */
export function selectToasts(snapshot: NotificationsSnapshot): ToastView[] {
  return snapshot.context.toasts.map(({ id, title, description, icon, severity }) => ({
    id,
    title,
    description,
    icon,
    severity,
  }));
}

/** The confirmation modal as the console renders it; `null` while closed. */
export interface ConfirmationView {
  readonly confirmation: Confirmation;
  /** The continue button shows its saving state… */
  readonly saving: boolean;
  /** …and is disabled meanwhile. */
  readonly continueDisabled: boolean;
  readonly showCancel: boolean;
  /** Cancel does nothing while saving. */
  readonly cancelDisabled: boolean;
  readonly error: string | null;
}

export function selectConfirmation(snapshot: NotificationsSnapshot): ConfirmationView | null {
  const { confirmation, confirmationError } = snapshot.context;
  if (confirmation === null || snapshot.matches({ confirmation: "closed" })) return null;
  const saving = snapshot.matches({ confirmation: "saving" });
  return {
    confirmation,
    saving,
    continueDisabled: saving,
    showCancel: confirmation.cancellable,
    cancelDisabled: saving,
    error: confirmationError,
  };
}
