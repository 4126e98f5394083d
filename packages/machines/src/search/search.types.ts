import type { Schema } from "@canvass/sdk/contract";
import type { PermissionContext } from "@canvass/sdk/permissions";

/** The search answer, every section present (an empty array where nothing matched). */
export type SearchResults = Schema<"SearchResults">;

/** The id-exists answer for a 6–8 hex term. */
export type IdExistsResult = Schema<"IdExistsResult">;

/** Events of the global search (top-bar input and its popup). */
export type SearchEvent =
  /** The top-bar input changed; `value` is the raw text. */
  | { type: "search.input"; value: string }
  /** The background of the popup was clicked (or Escape): close it. */
  | { type: "search.close" }
  /** A result link was clicked; `path` is its target (`searchResultPath`). */
  | { type: "search.select"; path: string }
  /** The view-all button: every submission found, in one lookup. */
  | { type: "search.viewAll" };

export interface SearchContext {
  /** Who searches: decides the sections shown, the id shortcut and direct opening. */
  readonly permissions: PermissionContext;
  /** The raw text of the input, as typed. */
  input: string;
  /** The normalised term being (or last) searched: trimmed, no spaces around commas. */
  term: string;
  /** The answer for `term`, sections the operator may not see emptied; `null` when none. */
  results: SearchResults | null;
}

export interface SearchInput {
  readonly permissions: PermissionContext;
}

/** Input of the injected `searchAll` actor. */
export interface SearchAllInput {
  readonly term: string;
}

/** Input of the injected `checkIdExists` actor: the id, lowercased. */
export interface CheckIdExistsInput {
  readonly id: string;
}

/** Params of the injected `navigate` action. */
export interface NavigateParams {
  readonly path: string;
}
