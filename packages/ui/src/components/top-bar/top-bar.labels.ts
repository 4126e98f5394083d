/** Every text of the top bar, for translation. */
export interface TopBarLabels {
  /** Accessible name of the default logo (the brand or product name). */
  readonly brand: string;
  /** Accessible name of the search field. */
  readonly search: string;
  readonly searchPlaceholder: string;
  /** The compact bar's button that expands the search field. */
  readonly openSearch: string;
  /** The button that folds the expanded search field away again. */
  readonly closeSearch: string;
  /** The menu button that shows or hides the side menu. */
  readonly menu: string;
}

export const DEFAULT_TOP_BAR_LABELS: TopBarLabels = {
  brand: "Canvass",
  search: "Search",
  searchPlaceholder: "Search submissions, users, campaigns…",
  openSearch: "Open search",
  closeSearch: "Close search",
  menu: "Menu",
};
