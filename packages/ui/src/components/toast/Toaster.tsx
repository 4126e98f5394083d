import { NOTIFICATION_DISMISS_MS } from "@canvass/sdk/settings";
import type { ToastView } from "@canvass/machines";
import * as RadixToast from "@radix-ui/react-toast";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { Toast } from "./Toast";

export interface ToasterLabels {
  /** Names the toast region; `{hotkey}` becomes the key that jumps to it (F8). */
  readonly region: string;
  /** Read before each toast's text when a screen reader announces it. */
  readonly announcement: string;
  /** Each toast's close button. */
  readonly close: string;
}

export const DEFAULT_TOASTER_LABELS: ToasterLabels = {
  region: "Notifications ({hotkey})",
  announcement: "Notification",
  close: "Dismiss notification",
};

export interface ToasterProps {
  /** The toasts on screen, oldest first (the machines' `selectToasts`). */
  readonly toasts?: readonly ToastView[];
  /** A toast asks to go (close button, timer, swipe, Escape). */
  readonly onDismiss?: (id: number) => void;
  /**
   * Time (ms) before each toast dismisses itself, paused while the pointer or focus is on
   * them. The SDK's `NOTIFICATION_DISMISS_MS` by default; `Infinity` keeps them.
   */
  readonly duration?: number;
  /** The icon of a toast that names one (`ToastView.icon`); the severity's icon otherwise. */
  readonly renderIcon?: (toast: ToastView) => ReactNode;
  /** Further `Toast` elements, after the listed ones. */
  readonly children?: ReactNode;
  readonly labels?: Partial<ToasterLabels>;
  readonly className?: string;
}

/**
 * The notification area (Radix Toast): renders the toasts in a region at the bottom right,
 * which F8 focuses. Each toast closes itself after `duration` unless hovered or focused.
 */
export function Toaster({
  toasts = [],
  onDismiss,
  duration = NOTIFICATION_DISMISS_MS,
  renderIcon,
  children,
  labels,
  className,
}: ToasterProps) {
  const text = { ...DEFAULT_TOASTER_LABELS, ...labels };
  return (
    <RadixToast.Provider label={text.announcement} duration={duration} swipeDirection="right">
      {toasts.map((toast) => (
        <Toast
          key={toast.id}
          title={toast.title}
          description={toast.description}
          severity={toast.severity}
          icon={toast.icon === undefined ? undefined : renderIcon?.(toast)}
          closeLabel={text.close}
          onDismiss={() => onDismiss?.(toast.id)}
        />
      ))}
      {children}
      <RadixToast.Viewport
        data-slot="toaster"
        label={text.region}
        className={clsx(
          "fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-md list-none flex-col gap-2 p-4",
          "outline-none",
          className,
        )}
      />
    </RadixToast.Provider>
  );
}
