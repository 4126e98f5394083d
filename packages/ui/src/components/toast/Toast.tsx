import type { Severity } from "@canvass/machines";
import * as RadixToast from "@radix-ui/react-toast";
import { clsx } from "clsx";
import { X } from "lucide-react";
import type { ReactNode } from "react";
import { IconButton } from "../button/IconButton";
import { SEVERITY_ACCENT } from "../severity/severity.styles";
import { SeverityIcon } from "../severity/SeverityIcon";

export interface ToastProps {
  readonly title: string;
  readonly description?: string | undefined;
  /** Colour, icon and urgency: errors and warnings are announced at once, others politely. */
  readonly severity?: Severity | undefined;
  /** Replaces the severity's icon (the badge keeps the severity's colours). */
  readonly icon?: ReactNode;
  /**
   * Time (ms) before it dismisses itself, paused while the pointer or focus is on the toasts;
   * the `Toaster`'s `duration` by default. `Infinity` keeps it until closed.
   */
  readonly duration?: number;
  /** The toast asks to go: close button, timer, swipe or Escape. Remove it from the list. */
  readonly onDismiss: () => void;
  /** Accessible name of the close button. */
  readonly closeLabel?: string;
  readonly className?: string;
}

const URGENT: ReadonlySet<Severity> = new Set(["error", "warning"]);

/**
 * One notification: a severity icon, a title, an optional description and a close button
 * (Radix Toast). It shows while it is rendered; render it inside a `Toaster`.
 */
export function Toast({
  title,
  description,
  severity = "info",
  icon,
  duration,
  onDismiss,
  closeLabel = "Dismiss notification",
  className,
}: ToastProps) {
  return (
    <RadixToast.Root
      open
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      type={URGENT.has(severity) ? "foreground" : "background"}
      {...(duration === undefined ? {} : { duration })}
      data-slot="toast"
      data-severity={severity}
      className={clsx(
        "relative flex w-full items-start gap-3 overflow-hidden rounded-lg border border-line",
        "bg-surface-raised py-3 pr-3 pl-4 text-fg shadow-popover",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]",
        "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={clsx("absolute inset-y-0 left-0 w-1", SEVERITY_ACCENT[severity])}
      />
      <SeverityIcon severity={severity} icon={icon} size={32} />
      <div className="min-w-0 flex-1 self-center">
        <RadixToast.Title className="text-sm leading-5 font-semibold text-fg">
          {title}
        </RadixToast.Title>
        {/* A space between title and description in the screen reader's announcement. */}
        {description ? " " : null}
        {description ? (
          <RadixToast.Description className="mt-0.5 text-sm leading-5 text-fg-muted">
            {description}
          </RadixToast.Description>
        ) : null}
      </div>
      <RadixToast.Close asChild>
        <IconButton label={closeLabel} icon={<X size={16} />} size="sm" />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
