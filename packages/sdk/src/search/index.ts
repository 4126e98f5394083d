export {
  SEARCH_MIN_LENGTH,
  SEARCH_DEBOUNCE_MS,
  SUBMISSION_ID_TERM_PATTERN,
} from "./search.constants";
export {
  normalizeSearchTerm,
  isSearchable,
  isSubmissionIdTerm,
  submissionIdFromTerm,
} from "./search-term";
export { lookupPath, searchResultPath } from "./search-paths";
export type { SearchResultSection, SearchResultItem } from "./search-paths";
export { idEntityPath } from "./id-entity-path";
export type { IdEntityType } from "./id-entity-path";
