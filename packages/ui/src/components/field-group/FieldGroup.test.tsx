import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { FieldGroup } from "./FieldGroup";

describe("FieldGroup", () => {
  it("names the group by its legend and draws no problem without one", async () => {
    render(
      <FieldGroup legend="Period">
        <label>
          From <input name="from" />
        </label>
      </FieldGroup>,
    );
    const group = screen.getByRole("group", { name: "Period" });
    expect(group.getAttribute("aria-describedby")).toBeNull();
    expect(group.getAttribute("data-state")).toBe("valid");
    expect(group.querySelector("[data-slot=field-problem]")).toBeNull();
    expect(screen.getByRole("textbox", { name: "From" })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows the group's own problem under its inputs and is described by it", async () => {
    render(
      <FieldGroup legend="Frequencies" error="Add at least one frequency.">
        <label>
          Every <input name="every" />
        </label>
      </FieldGroup>,
    );
    const group = screen.getByRole("group", { name: "Frequencies" });
    expect(group).toHaveAccessibleDescription("Add at least one frequency.");
    expect(group.getAttribute("data-state")).toBe("invalid");
    // The problem comes after the inputs.
    const problem = screen.getByText("Add at least one frequency.");
    const input = screen.getByRole("textbox", { name: "Every" });
    expect(input.compareDocumentPosition(problem) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
