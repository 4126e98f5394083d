import { describe, expect, it } from "vitest";
import { CountCache, MAX_ENTRIES, STALE_MS } from "./count-cache.js";

describe("CountCache", () => {
  it("is exact while the table has not changed", () => {
    const cache = new CountCache();
    cache.remember("k", 1_000_000, 5, 0);
    expect(cache.lookup("k", 5, 10 * STALE_MS)).toEqual({ count: 1_000_000, exact: true });
  });

  it("is approximate after a change, for a while, then forgotten", () => {
    const cache = new CountCache();
    cache.remember("k", 50_000, 5, 0);
    expect(cache.lookup("k", 6, STALE_MS)).toEqual({ count: 50_000, exact: false });
    expect(cache.lookup("k", 6, STALE_MS + 1)).toBeUndefined();
    expect(cache.lookup("k", 5, 0)).toBeUndefined();
  });

  it("keeps at most MAX_ENTRIES, forgetting the oldest", () => {
    const cache = new CountCache();
    for (let index = 0; index <= MAX_ENTRIES; index += 1) cache.remember(`k${index}`, index, 1, 0);
    expect(cache.size).toBe(MAX_ENTRIES);
    expect(cache.lookup("k0", 1, 0)).toBeUndefined();
    expect(cache.lookup(`k${MAX_ENTRIES}`, 1, 0)).toEqual({ count: MAX_ENTRIES, exact: true });
  });
});
