import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { SelectField } from "./SelectField";

const UNITS = [
  { value: "day", label: "Day" },
  { value: "month", label: "Month" },
  { value: "once", label: "Once" },
];

describe("SelectField", () => {
  it("is a select named by its label, showing the value and handing back the choice", async () => {
    const onValueChange = vi.fn();
    render(
      <SelectField
        name="unit"
        label="Unit"
        value="month"
        options={UNITS}
        onValueChange={onValueChange}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Unit" });
    expect(select).toHaveProperty("value", "month");
    expect(select.getAttribute("name")).toBe("unit");
    expect(select.getAttribute("aria-invalid")).toBeNull();
    expect(select.getAttribute("aria-describedby")).toBeNull();
    await userEvent.selectOptions(select, "once");
    expect(onValueChange).toHaveBeenCalledWith("once");
    expect(await axeViolations()).toEqual([]);
  });

  it("shows its problem under it, marks itself invalid and is described by the problem", async () => {
    render(
      <SelectField
        name="unit"
        label="Unit"
        value="day"
        options={UNITS}
        error="Pick a unit the campaign offers."
        onValueChange={() => undefined}
      />,
    );
    const select = screen.getByRole("combobox", { name: "Unit" });
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(select).toHaveAccessibleDescription("Pick a unit the campaign offers.");
    expect(await axeViolations()).toEqual([]);
  });
});
