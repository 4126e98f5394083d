import type { TextareaResize } from "../../theme/layout";

/** The Tailwind utility for each resize setting of the SDK. */
export const TEXTAREA_RESIZE_CLASSES: Readonly<Record<TextareaResize, string>> = {
  none: "resize-none",
  both: "resize",
  vertical: "resize-y",
  horizontal: "resize-x",
};
