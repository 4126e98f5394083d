import { clsx } from "clsx";
import type { ReactNode } from "react";
import { ICON_PX } from "../../theme/sizes";
import { Spinner } from "../spinner/Spinner";
import {
  FRAME_FOCUS_RING,
  FRAME_SIZES,
  INPUT_BORDER,
  INPUT_DISABLED,
  INPUT_SURFACE,
  type InputSize,
} from "../../theme/input.styles";

export interface InputFrameProps {
  readonly size: InputSize;
  readonly invalid: boolean;
  readonly disabled: boolean;
  readonly loading: boolean;
  /** A decorative icon before the input. */
  readonly icon?: ReactNode;
  /** Buttons after the input (clear, show password). */
  readonly actions?: ReactNode;
  readonly className?: string | undefined;
  /** The `<input>` itself. */
  readonly children: ReactNode;
}

/**
 * The bordered box around a single-line input: leading icon, the input, a spinner while loading
 * and trailing buttons. The focus ring is drawn on the box while the input has visible focus.
 */
export function InputFrame({
  size,
  invalid,
  disabled,
  loading,
  icon,
  actions,
  className,
  children,
}: InputFrameProps) {
  return (
    <div
      data-slot="input-frame"
      data-size={size}
      data-state={invalid ? "invalid" : "valid"}
      className={clsx(
        "relative flex w-full min-w-0 items-center",
        INPUT_SURFACE,
        FRAME_SIZES[size],
        FRAME_FOCUS_RING,
        invalid ? INPUT_BORDER.invalid : INPUT_BORDER.normal,
        disabled && INPUT_DISABLED,
        className,
      )}
    >
      {icon ? (
        <span
          data-slot="input-icon"
          aria-hidden="true"
          className="pointer-events-none inline-flex shrink-0 text-input-placeholder"
        >
          {icon}
        </span>
      ) : null}
      {children}
      {loading ? (
        <span data-slot="input-spinner" className="inline-flex shrink-0 text-input-placeholder">
          <Spinner size={ICON_PX[size]} />
        </span>
      ) : null}
      {actions}
    </div>
  );
}

/** Classes of the `<input>` inside an InputFrame: borderless, filling the box. */
export const FRAMED_INPUT =
  "h-full min-w-0 flex-1 bg-transparent text-input-fg outline-none " +
  "placeholder:text-input-placeholder disabled:cursor-not-allowed " +
  "[&::-webkit-search-cancel-button]:appearance-none [&::-webkit-search-decoration]:appearance-none";
