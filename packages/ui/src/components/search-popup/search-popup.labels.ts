import type { SearchSection } from "@canvass/sdk/permissions";

/** Every text of the search popup, for translation. */
export interface SearchPopupLabels {
  /** Accessible name of the popup. */
  readonly title: string;
  readonly loading: string;
  readonly noResults: string;
  /** The line under "no results". */
  readonly noResultsHint: string;
  readonly viewAll: string;
  /** Announced when results arrive. */
  readonly resultCount: (count: number) => string;
  /** The heading of each section. */
  readonly sections: Readonly<Record<SearchSection, string>>;
}

/** What `labels` accepts: any text, and any section heading, may be left out. */
export type SearchPopupLabelsInput = Partial<Omit<SearchPopupLabels, "sections">> & {
  readonly sections?: Partial<Record<SearchSection, string>> | undefined;
};

export const DEFAULT_SEARCH_POPUP_LABELS: SearchPopupLabels = {
  title: "Search results",
  loading: "Searching…",
  noResults: "No results",
  noResultsHint: "Check the spelling or try another term.",
  viewAll: "View all submissions",
  resultCount: (count) => (count === 1 ? "1 result" : `${count} results`),
  sections: {
    accounts: "Submissions",
    players: "Users",
    teams: "Teams",
    campaigns: "Campaigns",
    exports: "Exports",
    exportOptions: "Instances",
    customreports: "Reports",
  },
};

/** The defaults with the given labels laid over them. */
export function searchPopupLabels(labels: SearchPopupLabelsInput | undefined): SearchPopupLabels {
  const { sections, ...rest } = labels ?? {};
  return {
    ...DEFAULT_SEARCH_POPUP_LABELS,
    ...rest,
    sections: { ...DEFAULT_SEARCH_POPUP_LABELS.sections, ...sections },
  };
}
