/** The severities of toasts and confirmations (spec §2). */
export type Severity = "success" | "warning" | "error" | "info";

/** A toast to show (spec §3: notification = title, description, icon, severity). */
export interface NotificationRequest {
  readonly title: string;
  readonly description?: string;
  readonly icon?: string;
  /** Defaults to `info`. */
  readonly severity?: Severity;
}

/** A toast in the queue. */
export interface Toast {
  readonly id: number;
  readonly title: string;
  readonly description: string | undefined;
  readonly icon: string | undefined;
  readonly severity: Severity;
  /**
   * Dismissal checks left before it goes: 1 when it arrived as the checks started (it is exactly
   * one period old at the first check), 2 when it arrived between two checks.
   */
  readonly checksLeft: 1 | 2;
}

/**
 * A confirmation to ask (spec §2 and §3: title, text, optional cancel, continue, severity, the
 * confirm action). `onContinue` is the confirm action: while its promise runs the modal shows
 * the saving state and its continue button is disabled. It may resolve with an SDK result; an
 * `{ ok: false }` result or a rejection keeps the modal open with the error.
 */
export interface ConfirmationRequest {
  readonly title: string;
  readonly description?: string;
  readonly icon?: string;
  /** Defaults to `warning`. */
  readonly severity?: Severity;
  /** Whether a cancel button shows (default true); without it the only way out is continue. */
  readonly cancellable?: boolean;
  readonly cancelText?: string;
  readonly continueText?: string;
  readonly onContinue?: () => unknown;
}

/** The confirmation being asked, with its defaults applied. */
export interface Confirmation extends ConfirmationRequest {
  readonly severity: Severity;
  readonly cancellable: boolean;
}

export interface NotificationsContext {
  /** The toasts on screen, oldest first. */
  toasts: Toast[];
  nextId: number;
  confirmation: Confirmation | null;
  /** Why the last continue failed; cleared when it is tried again. */
  confirmationError: string | null;
}

export type NotificationsEvent =
  | { type: "notifications.push"; notification: NotificationRequest }
  /** The toast's close button. */
  | { type: "notifications.dismiss"; id: number }
  | { type: "notifications.clear" }
  | { type: "confirm.open"; confirmation: ConfirmationRequest }
  | { type: "confirm.continue" }
  | { type: "confirm.cancel" };
