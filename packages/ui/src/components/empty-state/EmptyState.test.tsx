import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { EmptyState } from "./EmptyState";

describe("EmptyState", () => {
  it("shows a title (h2 by default), a description and a working action", async () => {
    const onCreate = vi.fn();
    render(
      <EmptyState
        title="No campaigns yet"
        description="Create one to get started."
        action={
          <button type="button" onClick={onCreate}>
            New campaign
          </button>
        }
      />,
    );
    expect(screen.getByRole("heading", { name: "No campaigns yet" }).tagName).toBe("H2");
    expect(screen.getByText("Create one to get started.")).toBeTruthy();
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "New campaign" }));
    await userEvent.keyboard("{Enter}");
    expect(onCreate).toHaveBeenCalledTimes(1);
  });

  it("takes the heading level it is given", () => {
    render(<EmptyState title="No results" headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "No results" })).toBeTruthy();
  });

  it("shows a decorative inbox by default, the given icon, or none", () => {
    const icon = (container: HTMLElement) =>
      container.querySelector("[data-slot=empty-state-icon]");
    const { container, rerender } = render(<EmptyState title="Empty" />);
    expect(icon(container)?.getAttribute("aria-hidden")).toBe("true");
    expect(icon(container)?.querySelector("svg")).not.toBeNull();

    rerender(<EmptyState title="Empty" icon={<svg data-testid="mine" />} />);
    expect(icon(container)?.contains(screen.getByTestId("mine"))).toBe(true);

    rerender(<EmptyState title="Empty" icon={null} />);
    expect(icon(container)).toBeNull();
    expect(container.querySelector("[data-slot=empty-state-action]")).toBeNull();
  });
});
