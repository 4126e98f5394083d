import { SEARCH_MIN_LENGTH, SUBMISSION_ID_TERM_PATTERN } from "./search.constants";

/**
 * The term as it is searched (spec §5): trimmed, with the white space around commas removed so
 * `a1b2c3 , d4e5f6` becomes `a1b2c3,d4e5f6`. White space elsewhere is kept.
 */
export function normalizeSearchTerm(raw: string): string {
  return raw.trim().replace(/\s*,\s*/g, ",");
}

/**
 * Whether a term is long enough to search: at least `SEARCH_MIN_LENGTH` characters after
 * normalising. Characters are counted as code points, so an emoji counts once.
 */
export function isSearchable(term: string): boolean {
  return Array.from(normalizeSearchTerm(term)).length >= SEARCH_MIN_LENGTH;
}

/** Whether the normalised term is 6 to 8 hexadecimal characters, i.e. may be a submission id. */
export function isSubmissionIdTerm(term: string): boolean {
  return SUBMISSION_ID_TERM_PATTERN.test(normalizeSearchTerm(term));
}

/**
 * The submission id a term names, lowercased as the id-exists check expects (spec §5), or `null`
 * when the term is not 6 to 8 hexadecimal characters.
 */
export function submissionIdFromTerm(term: string): string | null {
  const normalized = normalizeSearchTerm(term);
  return SUBMISSION_ID_TERM_PATTERN.test(normalized) ? normalized.toLowerCase() : null;
}
