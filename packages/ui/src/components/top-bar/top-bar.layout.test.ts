import { BREAKPOINTS } from "../../theme/layout";
import { describe, expect, it } from "vitest";
import { topBarLayout } from "./top-bar.layout";

describe("topBarLayout", () => {
  it("is wide from the top-bar breakpoint up", () => {
    expect(topBarLayout(BREAKPOINTS.topBar)).toBe("wide");
    expect(topBarLayout(1440)).toBe("wide");
  });

  it("is compact below the top-bar breakpoint, down to the menu breakpoint", () => {
    expect(topBarLayout(BREAKPOINTS.topBar - 1)).toBe("compact");
    expect(topBarLayout(BREAKPOINTS.menu)).toBe("compact");
  });

  it("is narrow below the menu breakpoint", () => {
    expect(topBarLayout(BREAKPOINTS.menu - 0.5)).toBe("narrow");
    expect(topBarLayout(0)).toBe("narrow");
  });
});
