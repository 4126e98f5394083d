import { HOVER_HIDE_DELAY_MS } from "@canvass/sdk/settings";
import { useCallback, useEffect, useRef, useState } from "react";

export interface FlyoutOptions {
  /**
   * Controlled: the menu group whose floating list shows (`MenuView.flyout`); `undefined` lets
   * the hook own every floating list.
   */
  readonly flyout: string | null | undefined;
  /** Whether `flyout` decides for this item (the menu machine knows only menu groups). */
  readonly isControlled: (id: string) => boolean;
  readonly onHoverEnter: ((id: string) => void) | undefined;
  readonly onHoverLeave: (() => void) | undefined;
}

export interface Flyout {
  /** Whether the floating list of item `id` shows. */
  readonly isShown: (id: string) => boolean;
  /** The pointer or focus entered the item or its list. */
  readonly enter: (id: string) => void;
  /** It left: the list hides after `HOVER_HIDE_DELAY_MS` unless something enters again. */
  readonly leave: () => void;
  /** Escape or a click elsewhere: hide at once (for a controlled item: the same as leaving). */
  readonly dismiss: () => void;
}

/**
 * The floating child lists of the collapsed menu. Items the caller controls follow `flyout`
 * (the menu machine then owns their 50 ms delay: send `menu.hover.enter` / `menu.hover.leave`
 * from the callbacks); the others are shown here and hidden `HOVER_HIDE_DELAY_MS` after the
 * pointer or focus leaves, by a timer that ends with the component.
 */
export function useFlyout({
  flyout,
  isControlled,
  onHoverEnter,
  onHoverLeave,
}: FlyoutOptions): Flyout {
  const [own, setOwn] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controls = useCallback(
    (id: string) => flyout !== undefined && isControlled(id),
    [flyout, isControlled],
  );

  const cancelTimer = useCallback(() => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  useEffect(() => cancelTimer, [cancelTimer]);

  const enter = useCallback(
    (id: string) => {
      cancelTimer();
      setOwn(controls(id) ? null : id);
      onHoverEnter?.(id);
    },
    [cancelTimer, controls, onHoverEnter],
  );
  const leave = useCallback(() => {
    cancelTimer();
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setOwn(null);
    }, HOVER_HIDE_DELAY_MS);
    onHoverLeave?.();
  }, [cancelTimer, onHoverLeave]);
  const dismiss = useCallback(() => {
    cancelTimer();
    setOwn(null);
    onHoverLeave?.();
  }, [cancelTimer, onHoverLeave]);

  const isShown = useCallback(
    (id: string) => (controls(id) ? flyout === id : own === id),
    [controls, flyout, own],
  );
  return { isShown, enter, leave, dismiss };
}
