/** Arrow-key movement between the popup's results (and its view-all button). */

/** The focusable items in the order they show: each result's link, then "view all". */
export function navigableItems(root: HTMLElement | null): HTMLElement[] {
  if (root === null) return [];
  return [
    ...root.querySelectorAll<HTMLElement>(
      '[data-slot="search-result"] > *, [data-slot="search-view-all"]',
    ),
  ];
}

/**
 * The index to move to for a key, from `current` (-1 when focus is not on an item) among
 * `count` items; `"origin"` to go back to where the person came from (Up on the first item);
 * `null` when the key does not move.
 */
export function moveIndex(key: string, current: number, count: number): number | "origin" | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return current < 0 ? 0 : Math.min(current + 1, count - 1);
    case "ArrowUp":
      return current <= 0 ? "origin" : current - 1;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
