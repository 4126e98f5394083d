import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { BooleanCell } from "./BooleanCell";

describe("BooleanCell", () => {
  it("says yes, no or not set to screen readers and marks its state", async () => {
    render(
      <ul>
        <li>
          <BooleanCell value={true} />
        </li>
        <li>
          <BooleanCell value={false} labels={{ no: "Nein" }} />
        </li>
        <li>
          <BooleanCell value={null} />
        </li>
      </ul>,
    );
    const items = screen.getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual(["Yes", "Nein", "Not set"]);
    expect(
      items.map((item) =>
        item.querySelector("[data-slot=boolean-cell]")?.getAttribute("data-state"),
      ),
    ).toEqual(["true", "false", "unknown"]);
    expect(items[0]?.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(await axeViolations()).toEqual([]);
  });
});
