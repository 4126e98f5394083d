import { clsx } from "clsx";
import type { ReactNode } from "react";
import { FRAME_BUTTON_SIZES, INPUT_FOCUS_RING, type InputSize } from "../../theme/input.styles";

export interface FrameButtonProps {
  /** The accessible name (the button shows only an icon). */
  readonly label: string;
  readonly icon: ReactNode;
  readonly size: InputSize;
  readonly onClick: () => void;
  /** For toggles (show password): the pressed state. */
  readonly pressed?: boolean;
  readonly slot: string;
}

/** A small icon button inside an input frame, in the input theme's colours. */
export function FrameButton({ label, icon, size, onClick, pressed, slot }: FrameButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      data-slot={slot}
      onClick={onClick}
      className={clsx(
        "inline-flex shrink-0 items-center justify-center rounded-sm text-input-placeholder",
        "transition-colors hover:text-input-fg",
        INPUT_FOCUS_RING,
        "focus-visible:outline-offset-0",
        FRAME_BUTTON_SIZES[size],
      )}
    >
      <span className="inline-flex" aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
