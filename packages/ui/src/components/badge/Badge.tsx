import { clsx } from "clsx";
import type { ComponentPropsWithRef, ReactNode } from "react";
import { BADGE_SIZES, BADGE_TONES, type BadgeSize, type Tone } from "./badge.styles";

export interface BadgeProps extends ComponentPropsWithRef<"span"> {
  readonly tone?: Tone | undefined;
  readonly size?: BadgeSize | undefined;
  /** A small icon before the text (decorative: the text says it). */
  readonly icon?: ReactNode;
}

/** A short label (a role, a count, a type) tinted by its tone. */
export function Badge({
  tone = "neutral",
  size = "md",
  icon,
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span
      {...rest}
      data-slot="badge"
      data-tone={tone}
      data-size={size}
      className={clsx(
        "inline-flex shrink-0 items-center rounded-md border font-medium whitespace-nowrap",
        BADGE_TONES[tone],
        BADGE_SIZES[size],
        className,
      )}
    >
      {icon === undefined ? null : (
        <span className="inline-flex shrink-0" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
