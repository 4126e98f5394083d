import { describe, expect, it } from "vitest";
import { sameAccountValue } from "./same-value";

describe("sameAccountValue", () => {
  it("takes null, a missing value and the empty string as the same 'no value'", () => {
    expect(sameAccountValue(null, undefined)).toBe(true);
    expect(sameAccountValue("", null)).toBe(true);
    expect(sameAccountValue(undefined, "")).toBe(true);
    expect(sameAccountValue(null, 0)).toBe(false);
    expect(sameAccountValue(null, false)).toBe(false);
  });

  it("compares a number with its decimal text as numbers", () => {
    expect(sameAccountValue(30, "30")).toBe(true);
    expect(sameAccountValue("30.00", 30)).toBe(true);
    expect(sameAccountValue(-2.5, "-2.50")).toBe(true);
    expect(sameAccountValue(30, "30.01")).toBe(false);
    expect(sameAccountValue(30, "thirty")).toBe(false);
    expect(sameAccountValue(30, "1e1")).toBe(false);
  });

  it("compares text and booleans exactly", () => {
    expect(sameAccountValue("Ada", "Ada")).toBe(true);
    expect(sameAccountValue("Ada", "ada")).toBe(false);
    expect(sameAccountValue(true, "true")).toBe(false);
    expect(sameAccountValue(false, false)).toBe(true);
  });
});
