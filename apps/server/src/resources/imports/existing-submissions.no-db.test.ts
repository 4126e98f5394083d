import { describe, expect, it } from "vitest";
import { FIRST_KEYS, MAX_KEYS, ROWS_PER_QUERY, nextKeyCount } from "./existing-submissions.js";

describe("nextKeyCount", () => {
  it("starts a kind with a few keys, then asks as many as give about the rows a query aims at", () => {
    expect(nextKeyCount(0, 0)).toBe(FIRST_KEYS);
    // E-mails of new donors: no rows, so the most keys a query may ask.
    expect(nextKeyCount(FIRST_KEYS, 0)).toBe(MAX_KEYS);
    expect(nextKeyCount(FIRST_KEYS + MAX_KEYS, 0)).toBe(MAX_KEYS);
    // One row a key: the rows aimed at, in keys.
    expect(nextKeyCount(4_000, 4_000)).toBe(ROWS_PER_QUERY);
    // Postcodes shared by a hundred submissions each: a hundredth of the keys.
    expect(nextKeyCount(100, 10_000)).toBe(ROWS_PER_QUERY / 100);
    // One postcode for everybody: still one key a query.
    expect(nextKeyCount(1, 98_000)).toBe(1);
    // Few rows: never over the most.
    expect(nextKeyCount(100, 1)).toBe(MAX_KEYS);
  });
});
