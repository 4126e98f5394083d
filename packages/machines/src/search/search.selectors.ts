/** Snapshot → view model of the search popup, so the console only renders. */
import { SEARCH_SECTIONS, type SearchSection } from "@canvass/sdk/permissions";
import type { SnapshotFrom } from "xstate";
import type { searchMachine } from "./search.machine";
import { viewAllPath } from "./search.results";

export type SearchStatus = "closed" | "loading" | "results" | "noResults";

export interface SearchView {
  /** `closed`: no popup; `loading` while debouncing, checking an id or searching. */
  readonly status: SearchStatus;
  /** The sections that have results, in the spec's order (each only if permitted). */
  readonly sections: readonly SearchSection[];
  /** The view-all target, or `null` when no submission was found. */
  readonly viewAllPath: string | null;
}

export function selectSearchView(snapshot: SnapshotFrom<typeof searchMachine>): SearchView {
  const { results } = snapshot.context;
  const status: SearchStatus = snapshot.matches("idle")
    ? "closed"
    : snapshot.matches("results")
      ? "results"
      : snapshot.matches("noResults")
        ? "noResults"
        : "loading";
  if (status !== "results" || results === null) {
    return { status, sections: [], viewAllPath: null };
  }
  return {
    status,
    sections: SEARCH_SECTIONS.filter((section) => results[section].length > 0),
    viewAllPath: results.accounts.length > 0 ? viewAllPath(results) : null,
  };
}
