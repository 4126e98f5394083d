import { clsx } from "clsx";

export interface SpinnerProps {
  /** Width and height in pixels. */
  readonly size?: number;
  /** Read by screen readers; omit when the surrounding control already says it is busy. */
  readonly label?: string;
  readonly className?: string;
}

/** A small rotating ring in the current text colour. */
export function Spinner({ size = 16, label, className }: SpinnerProps) {
  return (
    <svg
      className={clsx("shrink-0 animate-cv-spin", className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
