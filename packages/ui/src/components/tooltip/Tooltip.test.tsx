import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { Tooltip, type TooltipProps } from "./Tooltip";
import { TooltipProvider } from "./TooltipProvider";

/** The visible tooltip box (Radix also renders a hidden copy with role="tooltip" for screen readers). */
function tooltipBox(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-slot="tooltip"]');
}

/** A target in the middle of the page, so every side has room. */
function renderTarget(props: Partial<TooltipProps> = {}) {
  return render(
    <div className="flex h-96 items-center justify-center">
      <Tooltip content="Copy the link" {...props}>
        <button type="button">Share</button>
      </Tooltip>
    </div>,
  );
}

/**
 * Distance from the target to a box on the given side, from their bounding boxes. Radix rounds
 * the tooltip's position to whole device pixels, so a centred target leaves up to half a pixel.
 */
function gap(side: NonNullable<TooltipProps["side"]>, target: DOMRect, box: DOMRect): number {
  switch (side) {
    case "top":
      return target.top - box.bottom;
    case "bottom":
      return box.top - target.bottom;
    case "left":
      return target.left - box.right;
    case "right":
      return box.left - target.right;
  }
}

describe("Tooltip", () => {
  it("opens at once on keyboard focus and describes its target", async () => {
    renderTarget();
    await userEvent.tab();
    const target = screen.getByRole("button", { name: "Share" });
    expect(document.activeElement).toBe(target);
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toBe("Copy the link");
    expect(target.getAttribute("aria-describedby")).toBe(tooltip.id);
    expect(await axeViolations()).toEqual([]);
  });

  it.each(["top", "right", "bottom", "left"] as const)(
    "sits 8 px from its target on the %s side",
    async (side) => {
      renderTarget({ side });
      await userEvent.tab();
      const target = screen.getByRole("button", { name: "Share" }).getBoundingClientRect();
      await waitFor(() => {
        const box = tooltipBox();
        expect(box?.getAttribute("data-side")).toBe(side);
        expect(gap(side, target, box?.getBoundingClientRect() ?? new DOMRect())).toBeCloseTo(8, 0);
      });
    },
  );

  it("with an arrow keeps the arrow's tip 8 px from the target", async () => {
    renderTarget({ arrow: true, side: "bottom" });
    await userEvent.tab();
    const target = screen.getByRole("button", { name: "Share" }).getBoundingClientRect();
    await waitFor(() => {
      const arrow = document.querySelector('[data-slot="tooltip-arrow"]');
      expect(arrow).not.toBeNull();
      expect(gap("bottom", target, arrow?.getBoundingClientRect() ?? new DOMRect())).toBeCloseTo(
        8,
        0,
      );
    });
  });

  it("closes on Escape and when focus leaves", async () => {
    render(
      <>
        <Tooltip content="Copy the link">
          <button type="button">Share</button>
        </Tooltip>
        <button type="button">Next</button>
      </>,
    );
    await userEvent.tab();
    await screen.findByRole("tooltip");
    await userEvent.keyboard("{Escape}");
    await waitFor(() => {
      expect(tooltipBox()).toBeNull();
    });
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole("tooltip");
    await userEvent.tab();
    await waitFor(() => {
      expect(tooltipBox()).toBeNull();
    });
  });

  it("opens on hover after its delay and closes when the pointer leaves", async () => {
    const onOpenChange = vi.fn();
    renderTarget({ delayDuration: 20, onOpenChange });
    const target = screen.getByRole("button", { name: "Share" });
    const hovered = performance.now();
    await userEvent.hover(target);
    // Not at once: shown right after the hover only if the hover itself outlasted the delay (it
    // did at load 20 on CI's two cores).
    if (tooltipBox() !== null) expect(performance.now() - hovered).toBeGreaterThanOrEqual(20);
    await screen.findByRole("tooltip");
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(target);
    await waitFor(() => {
      expect(tooltipBox()).toBeNull();
    });
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("can be held open by its parent, and shares timing under a TooltipProvider", async () => {
    render(
      <TooltipProvider>
        <Tooltip content="Copy the link" open>
          <button type="button">Share</button>
        </Tooltip>
      </TooltipProvider>,
    );
    expect((await screen.findByRole("tooltip")).textContent).toBe("Copy the link");
  });
});
