import { SIZES } from "../../theme/sizes";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ICON_PX } from "../../theme/sizes";
import { IconLoader } from "./IconLoader";

const icon = <svg data-testid="icon" width={16} height={16} />;

describe("IconLoader", () => {
  it("shows the icon, decorative unless labelled", () => {
    const { rerender, container } = render(<IconLoader icon={icon} />);
    expect(screen.queryByRole("img")).toBeNull();
    expect(screen.getByTestId("icon")).toBeTruthy();
    const box = container.querySelector("[data-slot=icon-loader]");
    expect(box?.getAttribute("aria-busy")).toBeNull();
    expect(box?.getAttribute("data-state")).toBe("idle");

    rerender(<IconLoader icon={icon} label="Export ready" />);
    expect(screen.getByRole("img", { name: "Export ready" })).toBeTruthy();
  });

  it("while loading replaces the icon with a named spinner, busy, in the same box", () => {
    const { rerender, container } = render(<IconLoader icon={icon} label="Export ready" />);
    const box = container.querySelector("[data-slot=icon-loader]");
    if (!box) throw new Error("no box");
    const idle = box.getBoundingClientRect();

    rerender(<IconLoader icon={icon} label="Export ready" loading />);
    expect(screen.queryByTestId("icon")).toBeNull();
    expect(screen.queryByRole("img", { name: "Export ready" })).toBeNull();
    const spinner = screen.getByRole("img", { name: "Loading" });
    expect(box.contains(spinner)).toBe(true);
    expect(box.getAttribute("aria-busy")).toBe("true");
    expect(box.getAttribute("data-state")).toBe("loading");
    const busy = box.getBoundingClientRect();
    expect([busy.width, busy.height]).toEqual([idle.width, idle.height]);
  });

  it("names the spinner in the console's language", () => {
    render(<IconLoader icon={icon} loading labels={{ loading: "Chargement" }} />);
    expect(screen.getByRole("img", { name: "Chargement" })).toBeTruthy();
  });

  it("is as wide and tall as the icon size of its size", () => {
    const { container } = render(
      <>
        {SIZES.map((size) => (
          <IconLoader key={size} icon={icon} size={size} loading />
        ))}
      </>,
    );
    const boxes = [...container.querySelectorAll("[data-slot=icon-loader]")];
    expect(boxes.map((box) => box.getBoundingClientRect().width)).toEqual(
      SIZES.map((size) => ICON_PX[size]),
    );
    expect(boxes.map((box) => box.getBoundingClientRect().height)).toEqual(
      SIZES.map((size) => ICON_PX[size]),
    );
  });
});
