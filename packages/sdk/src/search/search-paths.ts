import type { Schema } from "../contract/types";

/**
 * The sections of global-search results, named as the search response names them (the same
 * values as `SearchSection` in permissions; named apart so both can be exported from the package).
 */
export type SearchResultSection = keyof Schema<"SearchResults">;

/** One result of a section, e.g. `SearchResultItem<"players">` is a found user. */
export type SearchResultItem<S extends SearchResultSection> = Schema<"SearchResults">[S][number];

function segment(id: string): string {
  return encodeURIComponent(id);
}

/**
 * The submission-lookup route for several ids at once (spec §2): `/lookup/{comma-joined ids}`,
 * with an optional default tab after it. Each id is URL-encoded; the commas between them are not.
 * No ids gives `/lookup`.
 */
export function lookupPath(ids: readonly string[], defaultTab?: string): string {
  const parts = ["/lookup"];
  if (ids.length > 0) parts.push(ids.map(segment).join(","));
  if (ids.length > 0 && defaultTab !== undefined && defaultTab !== "") {
    parts.push(segment(defaultTab));
  }
  return parts.join("/");
}

type PathBuilders = { readonly [S in SearchResultSection]: (item: SearchResultItem<S>) => string };

const RESULT_PATHS: PathBuilders = {
  accounts: (item) => `/lookup/${segment(item.ID)}`,
  players: (item) => `/user/${segment(item.id)}`,
  teams: (item) => `/team/${segment(item.id)}`,
  campaigns: (item) => `/campaign/${segment(item.id)}`,
  exports: (item) => `/export/${segment(item.ID)}`,
  exportOptions: (item) => `/export/${segment(item.ExportID)}/instance/${segment(item.ID)}`,
  customreports: (item) => `/report/${segment(item.ID)}`,
};

/**
 * Where a search result links to (spec §2): /campaign/{id}, /user/{id}, /team/{id},
 * /lookup/{ID}, /export/{ID}, /export/{ExportID}/instance/{ID}, /report/{ID}.
 */
export function searchResultPath<S extends SearchResultSection>(
  section: S,
  item: SearchResultItem<S>,
): string {
  const build: (item: SearchResultItem<S>) => string = RESULT_PATHS[section];
  return build(item);
}
