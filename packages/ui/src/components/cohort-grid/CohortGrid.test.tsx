import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CohortGrid } from "./CohortGrid";

const props = {
  caption: "Still active",
  rowHeader: "Month",
  sizeHeader: "Sign-ups",
  monthHeader: (since: number) => `M${since}`,
  formatShare: (share: number) => `${Math.round(share * 100)}%`,
};

describe("CohortGrid", () => {
  it("writes a row per cohort and a column per month since, as wide as the oldest cohort", () => {
    render(
      <CohortGrid
        {...props}
        rows={[
          { key: "a", label: "Jan", size: "10", shares: [1, 0.9, 0.8] },
          { key: "b", label: "Feb", size: "20", shares: [0.95] },
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Still active" });
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((th) => th.textContent);
    expect(headers).toEqual(["Month", "Sign-ups", "M0", "M1", "M2"]);
    const feb = within(table).getByRole("rowheader", { name: "Feb" }).closest("tr");
    const cells = [...(feb?.querySelectorAll("td") ?? [])].map((td) => td.textContent);
    expect(cells).toEqual(["20", "95%", "", ""]);
  });
});
