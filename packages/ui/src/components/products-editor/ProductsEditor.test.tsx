import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { ProductsEditor } from "./ProductsEditor";
import { COUNTRIES, FREQUENCIES, UNITS, summaryOf } from "./products-editor.fixtures";

function renderEditor(props: Partial<Parameters<typeof ProductsEditor>[0]> = {}) {
  const handlers = {
    onCountryChange: vi.fn(),
    onAmountsChange: vi.fn(),
    onFrequenciesChange: vi.fn(),
  };
  render(
    <ProductsEditor
      country="GB"
      countries={COUNTRIES}
      currencyNote="Amounts are in GBP."
      amounts="10, 20"
      frequencies={FREQUENCIES}
      units={UNITS}
      summaryOf={summaryOf}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe("ProductsEditor", () => {
  it("shows each row with its unit, its count unless one-off, and what it comes to", async () => {
    renderEditor();
    expect(screen.getByLabelText("Country")).toHaveProperty("value", "GB");
    expect(screen.getByText("Amounts are in GBP.")).toBeTruthy();
    expect(screen.getByLabelText("Frequency 1")).toHaveProperty("value", "month");
    expect(screen.getByLabelText("Every (frequency 1)")).toHaveProperty("value", "1");
    expect(screen.getByText("= 30 days")).toBeTruthy();
    expect(screen.getByText("= 365 days")).toBeTruthy();
    expect(screen.queryByLabelText("Every (frequency 3)")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("hands every change back: country, amounts, a row's unit and count, add and remove", async () => {
    const handlers = renderEditor();
    await userEvent.selectOptions(screen.getByLabelText("Country"), "US");
    expect(handlers.onCountryChange).toHaveBeenCalledWith("US");
    await userEvent.type(screen.getByLabelText("Amounts"), "5");
    expect(handlers.onAmountsChange).toHaveBeenLastCalledWith("10, 205");
    await userEvent.selectOptions(screen.getByLabelText("Frequency 2"), "day");
    expect(handlers.onFrequenciesChange).toHaveBeenLastCalledWith([
      FREQUENCIES[0],
      { every: "1", unit: "day" },
      FREQUENCIES[2],
    ]);
    await userEvent.type(screen.getByLabelText("Every (frequency 1)"), "2");
    expect(handlers.onFrequenciesChange).toHaveBeenLastCalledWith([
      { every: "12", unit: "month" },
      FREQUENCIES[1],
      FREQUENCIES[2],
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Add a frequency" }));
    expect(handlers.onFrequenciesChange).toHaveBeenLastCalledWith([
      ...FREQUENCIES,
      { every: "1", unit: "month" },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Remove frequency 2" }));
    expect(handlers.onFrequenciesChange).toHaveBeenLastCalledWith([FREQUENCIES[0], FREQUENCIES[2]]);
  });

  it("shows the rule's problems under what they name, tied to it for assistive technology", async () => {
    renderEditor({
      problems: { country: "Pick a country", frequencies: "Each frequency must be at least 1" },
    });
    const country = screen.getByLabelText("Country");
    expect(country.getAttribute("aria-invalid")).toBe("true");
    expect(country.getAttribute("aria-describedby")).toBe(screen.getByText("Pick a country").id);
    const group = screen.getByRole("group", { name: "Frequencies" });
    expect(group.getAttribute("aria-describedby")).toBe(
      screen.getByText("Each frequency must be at least 1").id,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
