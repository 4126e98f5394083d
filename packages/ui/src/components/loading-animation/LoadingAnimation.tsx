import { clsx } from "clsx";

export type LoadingAnimationVariant = "dots" | "ring";

export interface LoadingAnimationProps {
  /** Said by screen readers, and shown under the animation when `showLabel` is set. */
  readonly label?: string | undefined;
  /** Shows the label under the animation ("Loading configuration…"). */
  readonly showLabel?: boolean | undefined;
  /** Three pulsing dots, or a ring in the brand colour around the host's logo. */
  readonly variant?: LoadingAnimationVariant | undefined;
  /** Fills its container (the whole app area) and centres the animation; off for inline use. */
  readonly fill?: boolean | undefined;
  readonly className?: string | undefined;
}

/** Staggered starts, so the dots pulse one after the other. */
const DOT_DELAYS = ["[animation-delay:-0.32s]", "[animation-delay:-0.16s]", ""] as const;

/** Motion only for people who have not asked for less of it; otherwise a still picture. */
function Dots() {
  return (
    <span data-slot="loading-animation-dots" className="flex items-center gap-2" aria-hidden="true">
      {DOT_DELAYS.map((delay) => (
        <span
          key={delay}
          className={clsx("size-3 rounded-full bg-primary motion-safe:animate-cv-pulse", delay)}
        />
      ))}
    </span>
  );
}

function Ring() {
  return (
    <span
      data-slot="loading-animation-ring"
      className="relative flex size-16 items-center justify-center"
      aria-hidden="true"
    >
      <span className="absolute inset-0 rounded-full border-4 border-primary-soft" />
      <span className="absolute inset-0 rounded-full border-4 border-transparent border-t-primary motion-safe:animate-cv-spin" />
      {/* The host's logo (`--cv-logo`, set by applyBranding); nothing when there is none. */}
      <span className="size-9 bg-(image:--cv-logo) bg-contain bg-center bg-no-repeat" />
    </span>
  );
}

/**
 * The full-area loading animation (e.g. while the app waits for its configuration): a live
 * `status` region named by `label`. With reduced motion it stands still.
 */
export function LoadingAnimation({
  label = "Loading…",
  showLabel = false,
  variant = "dots",
  fill = true,
  className,
}: LoadingAnimationProps) {
  return (
    <div
      role="status"
      aria-label={label}
      data-slot="loading-animation"
      data-variant={variant}
      className={clsx(
        "flex flex-col items-center justify-center gap-4",
        fill && "size-full min-h-48",
        className,
      )}
    >
      {variant === "ring" ? <Ring /> : <Dots />}
      <span className={showLabel ? "text-sm text-fg-muted" : "sr-only"}>{label}</span>
    </div>
  );
}
