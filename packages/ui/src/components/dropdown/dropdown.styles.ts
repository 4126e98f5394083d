import {
  FRAME_SIZES,
  INPUT_BORDER,
  INPUT_DISABLED_VARIANTS,
  INPUT_FOCUS_RING,
  INPUT_SURFACE,
  type InputSize,
} from "../../theme/input.styles";

/** Dropdowns come in the input sizes: the three middle sizes of the shared scale. */
export type DropdownSize = InputSize;

/** The closed dropdown: the same surface, border, focus ring and states as a text input. */
export const TRIGGER_BASE =
  `${INPUT_SURFACE} ${INPUT_BORDER.normal} ${INPUT_FOCUS_RING} ${INPUT_DISABLED_VARIANTS} ` +
  "inline-flex max-w-full items-center justify-between text-start select-none " +
  "enabled:hover:border-line-strong aria-invalid:border-danger aria-busy:cursor-progress";

/** Height, padding and text size per size (the heights of `SIZE_PX`), as text inputs. */
export const TRIGGER_SIZES = FRAME_SIZES;

/** Icon size (px) per size. */
export const TRIGGER_ICON_PX: Readonly<Record<DropdownSize, number>> = { sm: 14, md: 16, lg: 18 };

/** The floating panel: at least as wide as the trigger, never taller than the room it has. */
export const CONTENT =
  "z-50 flex max-h-[min(24rem,var(--radix-popover-content-available-height))] " +
  "min-w-(--radix-popover-trigger-width) max-w-[min(28rem,100vw)] flex-col overflow-hidden " +
  "rounded-lg border border-line bg-surface-raised p-1 text-fg shadow-popover outline-none";

export const SEARCH_INPUT =
  "h-8 w-full rounded-md border border-input-line bg-input ps-8 pe-2 text-sm text-input-fg " +
  "placeholder:text-input-placeholder focus-visible:outline-2 focus-visible:outline-offset-0 " +
  "focus-visible:outline-ring";

export const OPTION =
  "flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm text-fg " +
  "data-active:bg-primary-soft aria-selected:font-medium";

export const MESSAGE = "px-2 py-3 text-center text-sm text-fg-muted";
