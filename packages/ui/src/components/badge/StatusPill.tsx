import { clsx } from "clsx";
import type { ComponentPropsWithRef } from "react";
import { DOT_SIZES, DOT_TONES, PILL_SIZES, type BadgeSize, type Tone } from "./badge.styles";

export interface StatusPillProps extends ComponentPropsWithRef<"span"> {
  /** The state's colour: success for active, neutral for inactive, warning for pending… */
  readonly tone?: Tone | undefined;
  readonly size?: BadgeSize | undefined;
  /** Pulses the dot for a state in progress (running, syncing); still with reduced motion. */
  readonly pulse?: boolean | undefined;
}

/**
 * The state of a thing (Active, Inactive, Pending) as a rounded pill with a coloured dot. The
 * words carry the meaning; the dot is decoration.
 */
export function StatusPill({
  tone = "neutral",
  size = "md",
  pulse = false,
  className,
  children,
  ...rest
}: StatusPillProps) {
  return (
    <span
      {...rest}
      data-slot="status-pill"
      data-tone={tone}
      data-size={size}
      className={clsx(
        "inline-flex shrink-0 items-center rounded-full border border-line bg-surface font-medium whitespace-nowrap text-fg",
        PILL_SIZES[size],
        className,
      )}
    >
      <span
        data-slot="status-pill-dot"
        aria-hidden="true"
        className={clsx(
          "shrink-0 rounded-full",
          DOT_SIZES[size],
          DOT_TONES[tone],
          pulse && "motion-safe:animate-pulse",
        )}
      />
      {children}
    </span>
  );
}
