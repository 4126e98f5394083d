import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { SelectField } from "../select-field/SelectField";
import { FieldGroup } from "./FieldGroup";

const UNITS = [
  { value: "month", label: "Month" },
  { value: "year", label: "Year" },
];

const meta = {
  title: "Forms/FieldGroup",
  component: FieldGroup,
  tags: ["autodocs"],
  args: { legend: "Frequencies", children: null },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

const GROUPS = [
  { legend: "Frequencies", name: "first", label: "Frequency 1", value: "month", error: undefined },
  {
    legend: "Gift frequencies",
    name: "second",
    label: "Frequency 2",
    value: "year",
    error: "Add at least one frequency.",
  },
];

/** A group as it is and with its own problem under its inputs: the visual snapshot. */
export const Catalog: Story = {
  render: () => (
    <div className="flex flex-col gap-6">
      {GROUPS.map((group) => (
        <FieldGroup key={group.name} legend={group.legend} error={group.error}>
          <SelectField
            name={group.name}
            label={group.label}
            value={group.value}
            options={UNITS}
            onValueChange={() => undefined}
          />
        </FieldGroup>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("group", { name: "Gift frequencies" }),
    ).toHaveAccessibleDescription("Add at least one frequency.");
  },
};
