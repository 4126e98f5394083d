import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Button } from "./Button";
import { IconButton } from "./IconButton";

describe("Button", () => {
  it("is a plain button (not submit) that reports clicks and Enter/Space presses", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toHaveProperty("type", "button");
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard("{Enter}");
    await userEvent.keyboard(" ");
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it("while loading is busy, disabled, keeps its label and shows a spinner in place of the icon", async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button onClick={onClick} icon={<svg data-testid="icon" width={16} height={16} />}>
        Save
      </Button>,
    );
    const idleWidth = screen.getByRole("button").getBoundingClientRect().width;
    rerender(
      <Button onClick={onClick} icon={<svg data-testid="icon" width={16} height={16} />} loading>
        Save
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button).toHaveProperty("disabled", true);
    expect(screen.queryByTestId("icon")).toBeNull();
    expect(button.getBoundingClientRect().width).toBe(idleWidth);
    await userEvent.click(button, { pointerEventsCheck: 0 });
    expect(onClick).not.toHaveBeenCalled();
  });

  it("takes the height of its size from the shared scale", () => {
    render(
      <>
        <Button size="xs">Small</Button>
        <Button size="xl2">Large</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Small" }).getBoundingClientRect().height).toBe(24);
    expect(screen.getByRole("button", { name: "Large" }).getBoundingClientRect().height).toBe(56);
  });

  it("draws the primary variant in the branding colour set at run time", () => {
    document.documentElement.style.setProperty("--cv-primary", "rgb(15, 118, 110)");
    try {
      render(<Button>Brand</Button>);
      expect(getComputedStyle(screen.getByRole("button")).backgroundColor).toBe(
        "rgb(15, 118, 110)",
      );
    } finally {
      document.documentElement.style.removeProperty("--cv-primary");
    }
  });
});

describe("IconButton", () => {
  it("is named by its label and square", () => {
    render(<IconButton label="Edit user" icon={<svg />} size="lg" />);
    const button = screen.getByRole("button", { name: "Edit user" });
    const { width, height } = button.getBoundingClientRect();
    expect([width, height]).toEqual([40, 40]);
    expect(button.getAttribute("title")).toBe("Edit user");
  });

  it("leaves the browser tooltip out when asked (inside a Tooltip)", () => {
    render(<IconButton label="Edit team" icon={<svg />} nativeTooltip={false} />);
    const button = screen.getByRole("button", { name: "Edit team" });
    expect(button.hasAttribute("title")).toBe(false);
  });
});
