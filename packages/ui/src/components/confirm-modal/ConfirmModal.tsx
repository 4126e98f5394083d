import type { Severity } from "@canvass/machines";
import type { ReactNode } from "react";
import { Button } from "../button/Button";
import { Dialog } from "../dialog/Dialog";
import { DialogError } from "../dialog/DialogError";
import { DialogFooter } from "../dialog/DialogFooter";
import { SeverityIcon } from "../severity/SeverityIcon";

export interface ConfirmModalLabels {
  /** The cancel button, when the confirmation gives no `cancelText`. */
  readonly cancel: string;
  /** The continue button, when the confirmation gives no `continueText`. */
  readonly continue: string;
}

export const DEFAULT_CONFIRM_MODAL_LABELS: ConfirmModalLabels = {
  cancel: "Cancel",
  continue: "Continue",
};

/**
 * The props mirror the machines' `ConfirmationView` (and its `Confirmation`), flattened:
 * `confirmModalProps(view)` maps one to the other.
 */
export interface ConfirmModalProps {
  readonly open: boolean;
  readonly title: string;
  /** The text under the title. */
  readonly description?: string | undefined;
  /** Colour and icon; `warning` by default (as the machines). */
  readonly severity?: Severity | undefined;
  /** Replaces the severity's icon (the badge keeps the severity's colours). */
  readonly icon?: ReactNode;
  /** Whether a cancel button shows; without it Escape does nothing and continue is the way out. */
  readonly showCancel?: boolean | undefined;
  readonly cancelText?: string | undefined;
  readonly continueText?: string | undefined;
  /** The continue action is running: the continue button shows a spinner and is disabled. */
  readonly saving?: boolean | undefined;
  readonly continueDisabled?: boolean | undefined;
  /** Disables cancel (and Escape); while `saving` they are disabled anyway. */
  readonly cancelDisabled?: boolean | undefined;
  /** Why the last continue failed, shown above the buttons. */
  readonly error?: string | null | undefined;
  readonly onContinue: () => void;
  /** The cancel button or Escape (never while saving). */
  readonly onCancel: () => void;
  readonly labels?: Partial<ConfirmModalLabels>;
}

/**
 * Asks the person to confirm an action (an alert dialog): title, text, an optional cancel and a
 * continue button that shows a saving state. Focus is trapped and starts on the first button
 * (cancel when there is one, the safe choice); Escape cancels; a click outside does nothing.
 */
export function ConfirmModal({
  open,
  title,
  description,
  severity = "warning",
  icon,
  showCancel = true,
  cancelText,
  continueText,
  saving = false,
  continueDisabled = false,
  cancelDisabled = false,
  error,
  onContinue,
  onCancel,
  labels,
}: ConfirmModalProps) {
  const text = { ...DEFAULT_CONFIRM_MODAL_LABELS, ...labels };
  const canCancel = showCancel && !saving && !cancelDisabled;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && canCancel) onCancel();
      }}
      role="alertdialog"
      size="md"
      title={title}
      {...(description ? { description } : {})}
      icon={<SeverityIcon severity={severity} icon={icon} size={40} />}
      dismissible={canCancel}
      showCloseButton={false}
    >
      {error ? <DialogError>{error}</DialogError> : null}
      <DialogFooter>
        {showCancel ? (
          <Button
            variant="secondary"
            disabled={saving || cancelDisabled}
            onClick={() => {
              onCancel();
            }}
          >
            {cancelText ?? text.cancel}
          </Button>
        ) : null}
        <Button
          variant={severity === "error" ? "danger" : "primary"}
          loading={saving}
          disabled={continueDisabled}
          onClick={() => {
            onContinue();
          }}
        >
          {continueText ?? text.continue}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
