import type { SearchResultItem, SearchResultSection } from "@canvass/sdk/search";

/** What a result row shows: a title and, when there is one, a second line. */
export interface SearchResultText {
  readonly title: string;
  readonly detail: string | null;
}

const fullName = (first: string, last: string) => [first, last].filter(Boolean).join(" ");

type TextBuilders = {
  readonly [S in SearchResultSection]: (item: SearchResultItem<S>) => SearchResultText;
};

const TEXT: TextBuilders = {
  accounts: (item) => ({
    title: fullName(item.FirstName, item.LastName) || item.ID,
    detail: item.Email ? `${item.Email} · ${item.ID}` : item.ID,
  }),
  players: (item) => ({
    title: fullName(item.firstname, item.lastname) || item.id,
    detail: item.email || null,
  }),
  teams: (item) => ({ title: item.title || item.id, detail: null }),
  campaigns: (item) => ({ title: item.title || item.id, detail: null }),
  exports: (item) => ({ title: item.Description || item.ID, detail: null }),
  exportOptions: (item) => ({ title: item.Description || item.ID, detail: null }),
  customreports: (item) => ({ title: item.Description || item.ID, detail: null }),
};

/**
 * The row text of one result: a submission's name with its email and id, a user's name with
 * their email, the title or description of the rest. An empty name falls back to the id.
 */
export function searchResultText<S extends SearchResultSection>(
  section: S,
  item: SearchResultItem<S>,
): SearchResultText {
  const build: (item: SearchResultItem<S>) => SearchResultText = TEXT[section];
  return build(item);
}
