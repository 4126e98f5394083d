// Public exports of the overlays group (see ../index.ts): dialogs, tooltip, toasts.

// dialog shell and its parts
export { Dialog } from "../components/dialog/Dialog";
export type { DialogProps } from "../components/dialog/Dialog";
export { DialogFooter } from "../components/dialog/DialogFooter";
export { DialogError } from "../components/dialog/DialogError";
export type { DialogErrorProps } from "../components/dialog/DialogError";
export type { DialogSize } from "../components/dialog/dialog.styles";
export { SeverityIcon } from "../components/severity/SeverityIcon";
export type { SeverityIconProps } from "../components/severity/SeverityIcon";
export { SEVERITIES } from "../components/severity/severity.styles";

// tooltip
export { Tooltip } from "../components/tooltip/Tooltip";
export type { TooltipProps } from "../components/tooltip/Tooltip";
export { TooltipProvider } from "../components/tooltip/TooltipProvider";
export type { TooltipProviderProps } from "../components/tooltip/TooltipProvider";
export { TOOLTIP_OFFSET_PX } from "../components/tooltip/tooltip.constants";

// confirmation
export {
  ConfirmModal,
  DEFAULT_CONFIRM_MODAL_LABELS,
} from "../components/confirm-modal/ConfirmModal";
export type {
  ConfirmModalLabels,
  ConfirmModalProps,
} from "../components/confirm-modal/ConfirmModal";
export { confirmModalProps } from "../components/confirm-modal/confirmModalProps";
export type { ConfirmModalViewProps } from "../components/confirm-modal/confirmModalProps";

// toasts
export { Toast } from "../components/toast/Toast";
export type { ToastProps } from "../components/toast/Toast";
export { DEFAULT_TOASTER_LABELS, Toaster } from "../components/toast/Toaster";
export type { ToasterLabels, ToasterProps } from "../components/toast/Toaster";

// popups
export {
  DEFAULT_LANGUAGE_POPUP_LABELS,
  LanguagePopup,
} from "../components/language-popup/LanguagePopup";
export type {
  LanguagePopupLabels,
  LanguagePopupProps,
} from "../components/language-popup/LanguagePopup";
export {
  DEFAULT_FEEDBACK_POPUP_LABELS,
  FeedbackPopup,
} from "../components/feedback-popup/FeedbackPopup";
export type {
  FeedbackPopupLabels,
  FeedbackPopupProps,
} from "../components/feedback-popup/FeedbackPopup";
export {
  DEFAULT_SINGLE_INPUT_POPUP_LABELS,
  SingleInputPopup,
} from "../components/single-input-popup/SingleInputPopup";
export type {
  SingleInputPopupLabels,
  SingleInputPopupProps,
} from "../components/single-input-popup/SingleInputPopup";
