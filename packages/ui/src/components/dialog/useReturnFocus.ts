import { useCallback, useLayoutEffect, useRef } from "react";

/**
 * Remembers the element that had focus when `open` turns true and gives it focus back when the
 * dialog closes. Radix returns focus only to its own `Dialog.Trigger`; a controlled dialog opened
 * by any button (or by a state machine) needs this to honour "focus returns to the trigger".
 * Returns the `onCloseAutoFocus` handler for `Dialog.Content`.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const returnTo = useRef<HTMLElement | null>(null);

  // A layout effect runs before Radix moves focus into the dialog (that happens in an effect).
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, [open]);

  return useCallback((event: Event) => {
    event.preventDefault();
    const target = returnTo.current;
    returnTo.current = null;
    if (target?.isConnected) target.focus();
  }, []);
}
