/** Type-ahead in a plain list: typing jumps to the option whose text starts with the letters typed. */

/** Letters typed within this many milliseconds of each other build one search. */
export const TYPEAHEAD_RESET_MS = 500;

/** The letters typed so far and when the last one was typed (an event's `timeStamp`). */
export interface TypedSearch {
  readonly text: string;
  readonly at: number;
}

/** No search going on. */
export const NO_SEARCH: TypedSearch = { text: "", at: -Infinity };

/** A key that types a character (not a shortcut, not a named key like "Enter"). */
export function isPrintableKey(event: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}): boolean {
  return event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/**
 * The index of the option to jump to for `search`, starting from `current` (−1 for none), or −1
 * when nothing matches. Repeating one letter ("bbb") cycles through the options starting with it;
 * a longer search keeps the current option while it still matches.
 */
export function typeaheadMatch(labels: readonly string[], search: string, current: number): number {
  const first = search.charAt(0);
  if (first === "") return -1;
  const repeated = search.replaceAll(first, "") === "";
  const needle = (repeated ? first : search).toLocaleLowerCase();
  const start = repeated ? current + 1 : Math.max(current, 0);
  for (let step = 0; step < labels.length; step += 1) {
    const index = (start + step) % labels.length;
    if (labels[index]?.toLocaleLowerCase().startsWith(needle)) return index;
  }
  return -1;
}

/** Whether a type-ahead search is still going on at `at` (so a space belongs to it). */
export function isSearchOngoing(previous: TypedSearch, at: number): boolean {
  return previous.text !== "" && at - previous.at <= TYPEAHEAD_RESET_MS;
}

/** The typed text so far: a new search after a pause, the letters appended otherwise. */
export function extendSearch(previous: TypedSearch, key: string, at: number): TypedSearch {
  const fresh = at - previous.at > TYPEAHEAD_RESET_MS;
  return { text: fresh ? key : previous.text + key, at };
}
