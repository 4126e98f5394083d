import { useEffect, useRef, useState } from "react";

/** How long typing pauses before a list searches (each keystroke would otherwise be a request). */
export const LIST_SEARCH_DEBOUNCE_MS = 300;

/**
 * The search box's text, kept locally while typing and sent with `commit` once typing pauses.
 * When the address changes the term (back button, a shared link) the box follows it.
 */
export function useDebouncedSearch(
  term: string,
  commit: (term: string) => void,
): readonly [string, (text: string) => void] {
  const [text, setText] = useState(term);
  const [seen, setSeen] = useState(term);
  if (term !== seen) {
    setSeen(term);
    setText(term);
  }
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    if (text.trim() === term) return;
    const timer = setTimeout(() => {
      commitRef.current(text.trim());
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, term]);
  return [text, setText] as const;
}
