import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SelectField } from "./SelectField";

const UNITS = [
  { value: "day", label: "Day" },
  { value: "month", label: "Month" },
  { value: "once", label: "Once" },
];

const meta = {
  title: "Forms/SelectField",
  component: SelectField,
  tags: ["autodocs"],
  args: {
    name: "unit",
    label: "Unit",
    value: "month",
    options: UNITS,
    onValueChange: () => undefined,
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain choice and one with its problem under it: the visual snapshot. */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <SelectField {...args} />
      <SelectField
        {...args}
        name="country"
        label="Country"
        value="XX"
        options={[
          { value: "XX", label: "Choose a country" },
          { value: "GB", label: "United Kingdom" },
        ]}
        error="Choose the campaign's country."
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Country" })).toHaveAccessibleDescription(
      "Choose the campaign's country.",
    );
  },
};
