import { HOLIDAYS } from "@canvass/sdk/holidays";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { HolidayDecoration } from "./HolidayDecoration";

describe("HolidayDecoration", () => {
  it("draws nothing without a holiday", () => {
    const { container } = render(<HolidayDecoration holiday={null} />);
    expect(container.innerHTML).toBe("");
  });

  it("is decorative: hidden from assistive technology and not focusable", () => {
    const { container } = render(<HolidayDecoration holiday="halloween" />);
    const decoration = container.firstElementChild;
    expect(decoration?.getAttribute("aria-hidden")).toBe("true");
    expect(decoration?.getAttribute("data-holiday")).toBe("halloween");
    expect(container.querySelector("svg")?.getAttribute("focusable")).toBe("false");
    expect(container.querySelectorAll("a, button, [tabindex]")).toHaveLength(0);
  });

  it("has a drawing for every holiday of the SDK, at the height asked for", () => {
    const drawings = new Set<string>();
    for (const { id } of HOLIDAYS) {
      const { container, unmount } = render(<HolidayDecoration holiday={id} size={40} />);
      const svg = container.querySelector("svg");
      expect(svg?.getBoundingClientRect().height, id).toBe(40);
      expect(svg?.childElementCount, id).toBeGreaterThan(0);
      drawings.add(svg?.innerHTML ?? "");
      unmount();
    }
    // Canada Day and Canadian Thanksgiving share the maple leaf, in different colours.
    expect(drawings.size).toBe(HOLIDAYS.length);
  });

  it("is still: nothing in it animates", () => {
    const { container } = render(<HolidayDecoration holiday="christmas" />);
    const animated = [...container.querySelectorAll("*")].filter(
      (element) => getComputedStyle(element).animationName !== "none",
    );
    expect(animated).toHaveLength(0);
  });
});
