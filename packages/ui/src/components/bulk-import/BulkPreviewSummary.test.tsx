import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { BulkPreviewSummary } from "./BulkPreviewSummary";

const counts = { total: 1000, valid: 997, invalid: 3 };

describe("BulkPreviewSummary", () => {
  it("says the counts and marks the active filter", async () => {
    render(<BulkPreviewSummary counts={counts} filter="invalid" onFilterChange={vi.fn()} />);
    expect(screen.getByText("1,000 rows: 997 valid, 3 with problems.")).toBeTruthy();
    const group = screen.getByRole("group", { name: "Show rows" });
    expect(group.querySelector('[aria-pressed="true"]')?.textContent).toBe("With problems (3)");
    expect(screen.getByRole("button", { name: "All (1,000)" }).getAttribute("aria-pressed")).toBe(
      "false",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("asks for another filter", async () => {
    const onFilterChange = vi.fn();
    render(
      <BulkPreviewSummary
        counts={counts}
        filter="all"
        onFilterChange={onFilterChange}
        labels={{ valid: (count) => `Válidas (${count})` }}
      />,
    );
    await userEvent.click(screen.getByRole("button", { name: "Válidas (997)" }));
    expect(onFilterChange).toHaveBeenCalledWith("valid");
  });
});
