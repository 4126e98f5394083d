import type { ConfirmationView } from "@canvass/machines";
import type { ConfirmModalProps } from "./ConfirmModal";

/** What a `ConfirmationView` decides; the console adds the callbacks (and labels). */
export type ConfirmModalViewProps = Omit<
  ConfirmModalProps,
  "onContinue" | "onCancel" | "labels" | "icon"
>;

/**
 * Maps the machines' confirmation view (`selectConfirmation`, `null` while closed) to the props
 * of `ConfirmModal`: `<ConfirmModal {...confirmModalProps(view)} onContinue={…} onCancel={…} />`.
 * The confirmation's `icon` name is left to the console, which knows its icon set.
 */
export function confirmModalProps(view: ConfirmationView | null): ConfirmModalViewProps {
  if (view === null) return { open: false, title: "" };
  const { confirmation } = view;
  return {
    open: true,
    title: confirmation.title,
    description: confirmation.description,
    severity: confirmation.severity,
    showCancel: view.showCancel,
    cancelText: confirmation.cancelText,
    continueText: confirmation.continueText,
    saving: view.saving,
    continueDisabled: view.continueDisabled,
    cancelDisabled: view.cancelDisabled,
    error: view.error,
  };
}
