import { describe, expect, it } from "vitest";
import { BREAKPOINTS, NAV_CHILD_GAP_PX, NAV_CHILD_HEIGHT_PX, TEXTAREA_RESIZE } from "./layout";
import { ICON_PX, SIZE_PX, SIZES } from "./sizes";

describe("layout and size constants (spec §2, §3)", () => {
  it("holds the spec's numbers", () => {
    expect(BREAKPOINTS).toEqual({ topBar: 750, menu: 450 });
    expect([NAV_CHILD_HEIGHT_PX, NAV_CHILD_GAP_PX]).toEqual([40, 8]);
    expect(SIZES).toEqual(["xs", "sm", "md", "lg", "xl", "xl2"]);
    expect(TEXTAREA_RESIZE).toEqual(["none", "both", "vertical", "horizontal"]);
  });

  it("gives every size its pixels and its icon", () => {
    expect(Object.keys(SIZE_PX)).toEqual([...SIZES]);
    expect(Object.keys(ICON_PX)).toEqual([...SIZES]);
  });
});
