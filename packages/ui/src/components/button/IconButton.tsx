import type { Size } from "../../theme/sizes";
import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { ICON_PX } from "../../theme/sizes";
import { Spinner } from "../spinner/Spinner";
import {
  BUTTON_BASE,
  BUTTON_VARIANTS,
  ICON_BUTTON_SIZES,
  type ButtonVariant,
} from "./button.styles";

export interface IconButtonProps extends Omit<ComponentPropsWithRef<"button">, "children"> {
  /** The accessible name: an icon alone says nothing to a screen reader. */
  readonly label: string;
  readonly icon: ReactNode;
  readonly variant?: Exclude<ButtonVariant, "link">;
  readonly size?: Size;
  readonly loading?: boolean;
  /**
   * Also shows the label as the browser's own tooltip (`title`). Turn it off when the button
   * sits inside a `Tooltip`, or two tooltips appear.
   */
  readonly nativeTooltip?: boolean;
}

/** A square button showing only an icon; `label` names it for assistive technology and as its title. */
export function IconButton({
  label,
  icon,
  variant = "ghost",
  size = "md",
  loading = false,
  nativeTooltip = true,
  disabled,
  type = "button",
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      title={nativeTooltip ? label : undefined}
      {...rest}
      type={type}
      aria-label={label}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      className={clsx(
        BUTTON_BASE,
        BUTTON_VARIANTS[variant],
        ICON_BUTTON_SIZES[size],
        "px-0",
        className,
      )}
    >
      <span className="inline-flex" aria-hidden="true">
        {loading ? <Spinner size={ICON_PX[size]} /> : icon}
      </span>
    </button>
  );
}
