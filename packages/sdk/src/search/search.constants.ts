/** A term shorter than this (after normalising) does not search and clears the results (spec §5). */
export const SEARCH_MIN_LENGTH = 3;

/** Search input is debounced by this many milliseconds (spec §5, §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** A term that may be a submission id: 6 to 8 hexadecimal characters, any case (spec §2, §5). */
export const SUBMISSION_ID_TERM_PATTERN = /^[0-9a-f]{6,8}$/i;
