import { describe, expect, it } from "vitest";
import { initialMenuFocus, menuFocusIndex } from "./menu-focus";

describe("menuFocusIndex", () => {
  it("moves down and wraps from the last item to the first", () => {
    expect(menuFocusIndex("ArrowDown", 0, 4)).toBe(1);
    expect(menuFocusIndex("ArrowDown", 3, 4)).toBe(0);
  });

  it("moves up and wraps from the first item to the last", () => {
    expect(menuFocusIndex("ArrowUp", 2, 4)).toBe(1);
    expect(menuFocusIndex("ArrowUp", 0, 4)).toBe(3);
  });

  it("jumps to the ends with Home and End", () => {
    expect(menuFocusIndex("Home", 2, 4)).toBe(0);
    expect(menuFocusIndex("End", 1, 4)).toBe(3);
  });

  it("starts at an end when nothing is focused", () => {
    expect(menuFocusIndex("ArrowDown", -1, 4)).toBe(0);
    expect(menuFocusIndex("ArrowUp", -1, 4)).toBe(3);
  });

  it("ignores other keys and empty menus", () => {
    expect(menuFocusIndex("a", 1, 4)).toBeNull();
    expect(menuFocusIndex("ArrowDown", -1, 0)).toBeNull();
  });
});

describe("initialMenuFocus", () => {
  it("focuses the first item for Enter, Space and ArrowDown, the last for ArrowUp", () => {
    expect(initialMenuFocus("Enter", 4)).toBe(0);
    expect(initialMenuFocus(" ", 4)).toBe(0);
    expect(initialMenuFocus("ArrowDown", 4)).toBe(0);
    expect(initialMenuFocus("ArrowUp", 4)).toBe(3);
  });

  it("does not open on other keys", () => {
    expect(initialMenuFocus("Tab", 4)).toBeNull();
    expect(initialMenuFocus("Enter", 0)).toBeNull();
  });
});
