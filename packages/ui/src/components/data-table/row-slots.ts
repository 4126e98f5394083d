/**
 * The drawn rows' slots (decision 0090): a row keeps its slot while it stays drawn; a row that
 * comes into view takes a slot a row leaving it gave up. The table keys its row elements by
 * slot, so scrolling gives an element a new row's text and place instead of making one.
 */
export class RowSlots<K> {
  private slots = new Map<K, number>();

  /**
   * Each key's slot, for `keys` drawn now (distinct); slots are the smallest free numbers.
   * `inOrder` gives every key the slot of its place instead, so the elements stand in the rows'
   * order again.
   */
  assign(keys: readonly K[], inOrder = false): readonly number[] {
    if (inOrder) this.slots.clear();
    const next = new Map<K, number>();
    const taken = new Set<number>();
    for (const key of keys) {
      const slot = this.slots.get(key);
      if (slot === undefined) continue;
      next.set(key, slot);
      taken.add(slot);
    }
    let free = 0;
    const result = keys.map((key) => {
      const kept = next.get(key);
      if (kept !== undefined) return kept;
      while (taken.has(free)) free += 1;
      taken.add(free);
      next.set(key, free);
      return free;
    });
    this.slots = next;
    return result;
  }
}
