/**
 * Whether the window is narrower than the menu breakpoint (`BREAKPOINTS.menu`, 450 px): below
 * it the side menu is hidden behind the top bar's menu button and opens over the page.
 */
import { BREAKPOINTS } from "@canvass/ui";
import { useSyncExternalStore } from "react";

export const NARROW_MENU_QUERY = `(max-width: ${BREAKPOINTS.menu - 0.02}px)`;

function media(): MediaQueryList | undefined {
  return typeof globalThis.matchMedia === "function"
    ? globalThis.matchMedia(NARROW_MENU_QUERY)
    : undefined;
}

function subscribe(listener: () => void): () => void {
  const list = media();
  list?.addEventListener("change", listener);
  return () => list?.removeEventListener("change", listener);
}

const isNarrow = (): boolean => media()?.matches ?? false;

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
