import { describe, expect, it } from "vitest";
import { flagState, toggleFlag } from "./flag-state";

describe("flagState", () => {
  it("exempt wins, then restricted, then the role default", () => {
    const lists = { restricted: ["a", "b"], exempt: ["b"] };
    expect(flagState("b", lists, true)).toBe("exempt");
    expect(flagState("a", lists, false)).toBe("restricted");
    expect(flagState("c", lists, true)).toBe("default");
    expect(flagState("c", lists, false)).toBe("off");
  });
});

describe("toggleFlag", () => {
  const order = ["a", "b", "c"];
  it("adds in display order and takes the flag out of the other list", () => {
    expect(
      toggleFlag({ restricted: ["c"], exempt: ["a"] }, "a", "restricted", true, order),
    ).toEqual({ restricted: ["a", "c"], exempt: [] });
  });
  it("removes only from its own list", () => {
    expect(
      toggleFlag({ restricted: ["a"], exempt: ["b"] }, "b", "restricted", false, order),
    ).toEqual({ restricted: ["a"], exempt: ["b"] });
  });
  it("keeps flags it does not know after the known ones", () => {
    expect(toggleFlag({ restricted: ["zz"], exempt: [] }, "b", "restricted", true, order)).toEqual({
      restricted: ["b", "zz"],
      exempt: [],
    });
  });
});
