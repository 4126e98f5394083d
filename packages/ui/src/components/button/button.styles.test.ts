import { describe, expect, it } from "vitest";
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonClassName } from "./button.styles";

describe("buttonClassName", () => {
  it("gives a link the look of a button: base, variant and size classes", () => {
    const classes = buttonClassName("secondary", "lg");
    expect(classes).toContain("inline-flex");
    expect(classes).toContain(BUTTON_SIZES.lg);
    expect(classes).toContain("border-line-strong");
  });

  it("turns enabled-only hovers into plain hovers, since a link has no disabled state", () => {
    expect(BUTTON_VARIANTS.primary).toContain("enabled:hover:");
    const classes = buttonClassName();
    expect(classes).not.toContain("enabled:hover:");
    expect(classes).toContain("hover:bg-primary-hover");
    expect(classes).toContain(BUTTON_SIZES.md);
  });
});
