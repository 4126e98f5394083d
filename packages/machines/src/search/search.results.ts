/**
 * Pure rules over a search answer, built on the SDK's: which sections the operator sees
 * (`searchSections`), whether a single result opens directly (`canOpenSearchResult`), where a
 * result links to (`searchResultPath`) and the view-all lookup (`lookupPath`).
 */
import {
  SEARCH_SECTIONS,
  canOpenSearchResult,
  searchSections,
  type PermissionContext,
  type SearchSection,
} from "@canvass/sdk/permissions";
import { idEntityPath, lookupPath, searchResultPath } from "@canvass/sdk/search";
import type { IdExistsResult, SearchResults } from "./search.types";

/** The answer with every section the operator may not see emptied. */
export function visibleResults(
  results: SearchResults,
  permissions: PermissionContext,
): SearchResults {
  const shown = new Set<SearchSection>(searchSections(permissions));
  const keep = <S extends SearchSection>(section: S): SearchResults[S] =>
    shown.has(section) ? results[section] : [];
  return {
    accounts: keep("accounts"),
    players: keep("players"),
    teams: keep("teams"),
    campaigns: keep("campaigns"),
    exports: keep("exports"),
    exportOptions: keep("exportOptions"),
    customreports: keep("customreports"),
  };
}

function pathsOf<S extends SearchSection>(section: S, items: SearchResults[S]): string[] {
  return items.map((item) => searchResultPath(section, item));
}

/** The link targets of one section's results, in order. */
export function sectionPaths(results: SearchResults, section: SearchSection): string[] {
  return pathsOf(section, results[section]);
}

/** How many results there are over all sections. */
export function resultCount(results: SearchResults): number {
  return SEARCH_SECTIONS.reduce((total, section) => total + results[section].length, 0);
}

/**
 * Where to go straight away: the only result in total, when the operator may open its section;
 * otherwise `null` (the popup shows the results).
 */
export function singleResultPath(
  results: SearchResults,
  permissions: PermissionContext,
): string | null {
  if (resultCount(results) !== 1) return null;
  const section = SEARCH_SECTIONS.find((name) => results[name].length === 1);
  if (section === undefined || !canOpenSearchResult(permissions, section)) return null;
  return sectionPaths(results, section)[0] ?? null;
}

/** The view-all target: `/lookup/{comma-joined ids}` of the submissions found. */
export function viewAllPath(results: SearchResults): string {
  return lookupPath(results.accounts.map((account) => account.ID));
}

/**
 * Where an id the id check found opens: the page of the type it returned, when the operator may
 * open it; `null` when the id is unknown or has no page for this operator (then it is searched).
 */
export function idResultPath(
  result: IdExistsResult,
  permissions: PermissionContext,
): string | null {
  return result.exists ? idEntityPath(permissions, result.type, result.id) : null;
}
