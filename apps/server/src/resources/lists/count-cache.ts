/**
 * Recent counts of list queries, so `Count` over a million rows costs nothing on repeat.
 *
 * An entry remembers when its table last changed (`table_changes`) at the time of counting:
 * while the table has not changed since, the count is exact. After a change, an entry younger
 * than `STALE_MS` is still served for large results, marked approximate; small results are
 * recounted (a bounded count is cheap). Per process and bounded in size: servers behind a load
 * balancer each keep their own.
 */

/** How long a count stays usable (as an approximation) after its table changed. */
export const STALE_MS = 60_000;

/** At most this many filter combinations are remembered (oldest forgotten first). */
export const MAX_ENTRIES = 2_000;

export interface CachedCount {
  readonly count: number;
  /** The table's `table_changes` stamp when it was counted (µs; 0 when never changed). */
  readonly stamp: number;
  /** When it was counted (ms, server clock). */
  readonly at: number;
}

export interface CountLookup {
  readonly count: number;
  /** False when the table changed since the count. */
  readonly exact: boolean;
}

export class CountCache {
  readonly #entries = new Map<string, CachedCount>();

  /** The entry of a key, whatever its age. */
  get(key: string): CachedCount | undefined {
    return this.#entries.get(key);
  }

  /** The usable count for a key at the table's current stamp, if any. */
  lookup(key: string, stamp: number, now: number): CountLookup | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.stamp === stamp) return { count: entry.count, exact: true };
    if (now - entry.at <= STALE_MS) return { count: entry.count, exact: false };
    this.#entries.delete(key);
    return undefined;
  }

  remember(key: string, count: number, stamp: number, now: number): void {
    this.#entries.delete(key);
    this.#entries.set(key, { count, stamp, at: now });
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next();
      if (oldest.done !== true) this.#entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.#entries.size;
  }
}
