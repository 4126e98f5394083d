import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Leaderboard } from "./Leaderboard";

describe("Leaderboard", () => {
  it("ranks the entries in the order given, each row named by its fundraiser", () => {
    render(
      <Leaderboard
        caption="Top"
        rankHeader="#"
        nameHeader="Name"
        valueHeaders={["Sign-ups"]}
        entries={[
          { key: "a", name: "Ada", detail: "North", values: ["9"] },
          { key: "b", name: "Ben", values: ["7"] },
        ]}
      />,
    );
    const table = screen.getByRole("table", { name: "Top" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ["1", "AdaNorth", "9"],
      ["2", "Ben", "7"],
    ]);
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["#", "Name", "Sign-ups"]);
  });
});
