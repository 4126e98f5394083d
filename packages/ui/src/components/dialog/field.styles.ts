import { INPUT_BORDER, INPUT_FOCUS_RING, INPUT_SURFACE } from "../../theme/input.styles";

/** The text input of the popups: the shared input surface, read-only while saving. */
export const POPUP_FIELD =
  `${INPUT_SURFACE} ${INPUT_BORDER.normal} ${INPUT_FOCUS_RING} ` +
  "block w-full px-3 text-sm read-only:bg-input-disabled aria-invalid:border-danger";

export const POPUP_LABEL = "mb-1.5 block text-sm font-medium text-fg";
