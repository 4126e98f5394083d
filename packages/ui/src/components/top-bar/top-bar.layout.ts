import { BREAKPOINTS } from "../../theme/layout";

/**
 * How the top bar arranges itself at a width: `wide` shows the search field inline; `compact`
 * (below `BREAKPOINTS.topBar`) folds it into a button that expands it; `narrow` (below
 * `BREAKPOINTS.menu`) is compact and also shows the menu button that toggles the side menu.
 */
export type TopBarLayout = "wide" | "compact" | "narrow";

/** The layout for the bar's own width in CSS pixels. */
export function topBarLayout(width: number): TopBarLayout {
  if (width < BREAKPOINTS.menu) return "narrow";
  if (width < BREAKPOINTS.topBar) return "compact";
  return "wide";
}
