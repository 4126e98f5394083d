/** Keyboard movement through a list of options (no wrap-around, as in a native select). */

/** How many options PageUp and PageDown jump. */
export const PAGE_STEP = 10;

/**
 * The index after pressing `key` in a list of `count` options where `current` is active (−1 for
 * none), or `null` when the key does not move through the list.
 */
export function navigateIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  const last = count - 1;
  switch (key) {
    case "ArrowDown":
      return current < 0 ? 0 : Math.min(current + 1, last);
    case "ArrowUp":
      return current < 0 ? last : Math.max(current - 1, 0);
    case "Home":
      return 0;
    case "End":
      return last;
    case "PageDown":
      return Math.min(Math.max(current, 0) + PAGE_STEP, last);
    case "PageUp":
      return Math.max(current - PAGE_STEP, 0);
    default:
      return null;
  }
}
