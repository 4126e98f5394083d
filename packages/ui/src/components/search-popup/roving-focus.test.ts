import { describe, expect, it } from "vitest";
import { moveIndex } from "./roving-focus";

describe("moveIndex", () => {
  it("moves down and stops at the last item", () => {
    expect(moveIndex("ArrowDown", -1, 3)).toBe(0);
    expect(moveIndex("ArrowDown", 0, 3)).toBe(1);
    expect(moveIndex("ArrowDown", 2, 3)).toBe(2);
  });

  it("moves up, and from the first item back to the origin", () => {
    expect(moveIndex("ArrowUp", 2, 3)).toBe(1);
    expect(moveIndex("ArrowUp", 0, 3)).toBe("origin");
  });

  it("jumps to the ends and ignores other keys or an empty list", () => {
    expect(moveIndex("Home", 2, 3)).toBe(0);
    expect(moveIndex("End", 0, 3)).toBe(2);
    expect(moveIndex("Tab", 0, 3)).toBeNull();
    expect(moveIndex("ArrowDown", -1, 0)).toBeNull();
  });
});
