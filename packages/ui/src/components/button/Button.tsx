import type { Size } from "../../theme/sizes";
import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { ICON_PX } from "../../theme/sizes";
import { Spinner } from "../spinner/Spinner";
import { BUTTON_BASE, BUTTON_SIZES, BUTTON_VARIANTS, type ButtonVariant } from "./button.styles";

export interface ButtonProps extends ComponentPropsWithRef<"button"> {
  readonly variant?: ButtonVariant;
  readonly size?: Size;
  /** Shows a spinner in place of the icon, marks the button busy and ignores clicks. */
  readonly loading?: boolean;
  /** An icon before the label (decorative: the label names the button). */
  readonly icon?: ReactNode;
  /** Stretches the button to the width of its container. */
  readonly fullWidth?: boolean;
}

/**
 * A button with a text label. While `loading` it keeps its width, shows a spinner and is
 * disabled, so a double click never sends twice. `type` defaults to "button", not "submit".
 */
export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  icon,
  fullWidth = false,
  disabled,
  type = "button",
  className,
  children,
  ...rest
}: ButtonProps) {
  const iconSlot = loading ? <Spinner size={ICON_PX[size]} /> : icon;
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      className={clsx(
        BUTTON_BASE,
        BUTTON_VARIANTS[variant],
        BUTTON_SIZES[size],
        fullWidth && "w-full",
        className,
      )}
    >
      {iconSlot ? (
        <span className="inline-flex shrink-0" aria-hidden="true">
          {iconSlot}
        </span>
      ) : null}
      {children}
    </button>
  );
}
