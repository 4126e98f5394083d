import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { ChangeReview } from "./ChangeReview";

describe("ChangeReview", () => {
  it("lists each field with its old and new value", async () => {
    render(
      <ChangeReview
        rows={[
          { field: "Amount", label: "Amount", from: "25,00", to: "30,50" },
          { field: "Phone", label: "Phone", from: "", to: "555 0199" },
        ]}
        labels={{ caption: "Your changes" }}
      />,
    );
    const table = screen.getByRole("table", { name: "Your changes" });
    const amount = within(table).getByRole("row", { name: /Amount/ });
    expect(
      within(amount)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["25,00", "30,50"]);
    expect(within(table).getByRole("row", { name: /Phone/ }).textContent).toContain("(empty)");
    expect(screen.queryByRole("columnheader", { name: "Stored now" })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the stored values on a conflict", async () => {
    render(
      <ChangeReview
        rows={[
          { field: "Amount", from: "25,00", to: "30,50", stored: "40,00" },
          { field: "Email", from: "a@b.org", to: "c@d.org" },
        ]}
      />,
    );
    expect(screen.getByRole("columnheader", { name: "Stored now" })).toBeTruthy();
    const amount = screen.getByRole("row", { name: /Amount/ });
    expect(within(amount).getAllByRole("cell").at(-1)?.textContent).toBe("40,00");
    expect(await axeViolations()).toEqual([]);
  });
});
