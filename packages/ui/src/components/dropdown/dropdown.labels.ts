/** The texts a dropdown shows or reads out, so the console can translate them. */
export interface DropdownLabels {
  /** Accessible name of the search box (search mode). */
  readonly search: string;
  /** Placeholder of the search box (search mode). */
  readonly searchPlaceholder: string;
  /** Shown when a search matches no option. */
  readonly noResults: string;
  /** Shown when there are no options at all. */
  readonly noOptions: string;
  /** Shown while the options are loading. */
  readonly loading: string;
}

export const DEFAULT_DROPDOWN_LABELS: DropdownLabels = {
  search: "Search options",
  searchPlaceholder: "Search…",
  noResults: "No results",
  noOptions: "No options",
  loading: "Loading…",
};
