/**
 * Keyboard movement in a menu (WAI-ARIA menu button pattern): the arrows move and wrap, Home and
 * End jump to the ends. `current` is the focused item's index (-1 when none is focused).
 * Returns the index to focus, or `null` when the key does not move focus.
 */
export function menuFocusIndex(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return current < 0 ? 0 : (current + 1) % count;
    case "ArrowUp":
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** Which item the menu focuses when it opens by this key on its button (ArrowUp: the last). */
export function initialMenuFocus(key: string, count: number): number | null {
  if (count === 0) return null;
  if (key === "ArrowUp") return count - 1;
  if (key === "ArrowDown" || key === "Enter" || key === " ") return 0;
  return null;
}
