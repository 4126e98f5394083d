import * as RadixDialog from "@radix-ui/react-dialog";
import { clsx } from "clsx";
import { X } from "lucide-react";
import type { ReactNode, RefObject } from "react";
import { IconButton } from "../button/IconButton";
import { DIALOG_CONTENT, DIALOG_OVERLAY, DIALOG_SIZES, type DialogSize } from "./dialog.styles";
import { useReturnFocus } from "./useReturnFocus";

export interface DialogProps {
  readonly open: boolean;
  /**
   * Called with `false` when the person asks to close: Escape, the close button, or (for
   * `role="dialog"`) a click outside. Never called while `dismissible` is false.
   */
  readonly onOpenChange: (open: boolean) => void;
  /** Names the dialog (its heading). */
  readonly title: ReactNode;
  /** Describes the dialog to assistive technology; shown under the title. */
  readonly description?: ReactNode;
  /** Shown before the title, e.g. a `SeverityIcon`. */
  readonly icon?: ReactNode;
  readonly children?: ReactNode;
  /**
   * `alertdialog` for questions that need an answer (confirmations): a click outside does not
   * close it. Both kinds trap focus.
   */
  readonly role?: "dialog" | "alertdialog";
  readonly size?: DialogSize;
  /** While false (a save is running), Escape, a click outside and the close button do nothing. */
  readonly dismissible?: boolean;
  /** Shows a close (×) button in the corner. */
  readonly showCloseButton?: boolean;
  /** Accessible name of the close button. */
  readonly closeLabel?: string;
  /** The element focused on open; by default the first focusable one. */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  readonly className?: string;
}

/**
 * The shell of every Canvass dialog (Radix Dialog): a modal card over a dimmed page with a title,
 * an optional description and icon, the content and usually a `DialogFooter`. Focus is trapped
 * inside, and on close returns to the element that had it before the dialog opened.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  icon,
  children,
  role = "dialog",
  size = "md",
  dismissible = true,
  showCloseButton = true,
  closeLabel = "Close",
  initialFocus,
  className,
}: DialogProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  const requestChange = (next: boolean) => {
    if (next || dismissible) onOpenChange(next);
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={requestChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay data-slot="dialog-overlay" className={DIALOG_OVERLAY} />
        <RadixDialog.Content
          role={role}
          data-slot="dialog"
          data-size={size}
          className={clsx(DIALOG_CONTENT, DIALOG_SIZES[size], className)}
          onCloseAutoFocus={onCloseAutoFocus}
          onOpenAutoFocus={(event) => {
            const target = initialFocus?.current;
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          onBlur={(event) => {
            // Chrome sends focus to <body> when the focused control becomes disabled (a
            // button turning busy): keep it in the dialog, where Tab and Escape still work.
            const content = event.currentTarget;
            const lost =
              document.activeElement === null || document.activeElement === document.body;
            if (event.relatedTarget === null && lost && content.isConnected) content.focus();
          }}
          onEscapeKeyDown={(event) => {
            if (!dismissible) event.preventDefault();
          }}
          onPointerDownOutside={(event) => {
            if (role === "alertdialog" || !dismissible) event.preventDefault();
          }}
        >
          <div
            data-slot="dialog-header"
            className={clsx("flex items-start gap-4", showCloseButton && "pr-8")}
          >
            {icon}
            <div className="min-w-0 flex-1 self-center">
              <RadixDialog.Title className="text-lg leading-6 font-semibold text-fg">
                {title}
              </RadixDialog.Title>
              {description === undefined ? null : (
                <RadixDialog.Description className="mt-1 text-sm leading-5 text-fg-muted">
                  {description}
                </RadixDialog.Description>
              )}
            </div>
          </div>
          {children}
          {/* Last in the DOM, so opening focuses the content first; drawn in the corner. */}
          {showCloseButton ? (
            <RadixDialog.Close asChild>
              <IconButton
                label={closeLabel}
                icon={<X size={16} />}
                size="sm"
                disabled={!dismissible}
                className="absolute top-4 right-4"
              />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
