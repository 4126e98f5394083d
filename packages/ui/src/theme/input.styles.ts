import type { Size } from "./sizes";

/** Input controls come in the three middle sizes of the shared scale (heights of `SIZE_PX`). */
export type InputSize = Extract<Size, "sm" | "md" | "lg">;

/** Light or dark input colours, independent of the page theme (for dark bars and panels). */
export type InputTheme = "light" | "dark";

/** The surface every input shares: input-theme colours, border, focus ring, error and disabled. */
export const INPUT_SURFACE =
  "rounded-md border bg-input text-input-fg shadow-card transition-colors " +
  "placeholder:text-input-placeholder";

export const INPUT_BORDER = {
  normal: "border-input-line",
  invalid: "border-danger",
} as const;

export const INPUT_FOCUS_RING =
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** The same ring on a frame around the input, drawn while the input has visible focus. */
export const FRAME_FOCUS_RING =
  "has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 " +
  "has-[input:focus-visible]:outline-ring";

export const INPUT_DISABLED = "cursor-not-allowed bg-input-disabled opacity-70 shadow-none";

/** The same, for a control that is itself disabled (`disabled:` variants). */
export const INPUT_DISABLED_VARIANTS =
  "disabled:cursor-not-allowed disabled:bg-input-disabled disabled:opacity-70 disabled:shadow-none";

/** Frame height, padding and text size per size. */
export const FRAME_SIZES: Readonly<Record<InputSize, string>> = {
  sm: "h-8 gap-1.5 px-2.5 text-sm",
  md: "h-9 gap-2 px-3 text-sm",
  lg: "h-10 gap-2 px-3 text-base",
};

/** The small square buttons inside a frame (clear, show password). */
export const FRAME_BUTTON_SIZES: Readonly<Record<InputSize, string>> = {
  sm: "size-6 -me-1",
  md: "size-7 -me-1.5",
  lg: "size-8 -me-1.5",
};
