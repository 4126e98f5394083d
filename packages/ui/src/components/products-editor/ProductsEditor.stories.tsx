import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { ProductsEditor, type ProductFrequencyRow } from "./ProductsEditor";
import { COUNTRIES, FREQUENCIES, UNITS, summaryOf } from "./products-editor.fixtures";

function Stateful() {
  const [country, setCountry] = useState("GB");
  const [amounts, setAmounts] = useState("10, 20, 35.50");
  const [rows, setRows] = useState<readonly ProductFrequencyRow[]>(FREQUENCIES);
  return (
    <ProductsEditor
      country={country}
      countries={COUNTRIES}
      currencyNote={`Amounts are in ${country === "GB" ? "GBP" : country === "US" ? "USD" : "CAD"}.`}
      amounts={amounts}
      frequencies={rows}
      units={UNITS}
      summaryOf={summaryOf}
      onCountryChange={setCountry}
      onAmountsChange={setAmounts}
      onFrequenciesChange={setRows}
    />
  );
}

const meta = {
  title: "Forms/ProductsEditor",
  component: ProductsEditor,
  tags: ["autodocs"],
  args: {
    country: "GB",
    countries: COUNTRIES,
    currencyNote: "Amounts are in GBP.",
    amounts: "10, 20, 35.50",
    frequencies: FREQUENCIES,
    units: UNITS,
    summaryOf,
    onCountryChange: () => undefined,
    onAmountsChange: () => undefined,
    onFrequenciesChange: () => undefined,
  },
} satisfies Meta<typeof ProductsEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A campaign's products: three amounts, a monthly, a yearly and a one-off gift. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Amounts are in GBP.")).toBeVisible();
    await expect(canvas.queryByLabelText("Every (frequency 3)")).toBeNull();
  },
};

/** The rule's problems under what they name. */
export const WithProblems: Story = {
  args: {
    amounts: "10, ten",
    frequencies: [{ every: "0", unit: "month" }],
    problems: {
      amounts: "Each amount must be a number above 0",
      frequencies: "Each frequency must be at least 1",
    },
  },
};

/** Add a row, set how many, remove another: the rows follow. */
export const EditRows: Story = {
  tags: ["no-visual"],
  render: () => <Stateful />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add a frequency" }));
    const every = canvas.getByLabelText("Every (frequency 4)");
    await userEvent.clear(every);
    await userEvent.type(every, "3");
    await expect(canvas.getByText("= 90 days")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove frequency 1" }));
    await expect(canvas.getByLabelText("Every (frequency 3)")).toHaveValue("3");
  },
};
