import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { DEFAULT_FORM_FIELD_ROW_LABELS } from "./form-field-row.labels";
import { FormFieldRow } from "./FormFieldRow";
import { SortableFieldList } from "./SortableFieldList";

const meta = {
  title: "Forms/FormFieldRow",
  component: FormFieldRow,
  args: {
    label: "First name",
    name: "FirstName",
    typeLabel: "Text",
    required: true,
    index: 1,
    count: 3,
    labels: DEFAULT_FORM_FIELD_ROW_LABELS,
    onMoveUp: fn(),
    onMoveDown: fn(),
    onRemove: fn(),
  },
  decorators: [
    (Story) => (
      <div className="w-[32rem]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormFieldRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Field: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Move up: First name" }));
    await expect(args.onMoveUp).toHaveBeenCalledOnce();
  },
};

export const Section: Story = {
  args: { label: "Donor", name: "donor", typeLabel: "Section", section: true, required: false },
};

export const WithProblems: Story = {
  args: {
    label: "Gender",
    name: "Gender",
    typeLabel: "Choice",
    required: false,
    index: 0,
    problems: ["A choice field needs at least one choice.", "Already in use."],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Already in use.")).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Move up: Gender" })).toBeDisabled();
  },
};

const FIELDS = [
  { id: "FirstName", label: "First name", type: "Text" },
  { id: "Email", label: "E-mail", type: "E-mail" },
  { id: "Zip", label: "Postal code", type: "Text" },
];

/** A sortable list: Space on a handle picks the row up, ↓ moves it, Space drops it. */
export const SortableList: Story = {
  render: function Render(args) {
    const [fields, setFields] = useState(FIELDS);
    const move = (from: number, to: number) => {
      const next = [...fields];
      const [moved] = next.splice(from, 1);
      if (moved !== undefined) next.splice(to, 0, moved);
      setFields(next);
    };
    return (
      <SortableFieldList
        items={fields}
        idOf={(field) => field.id}
        label="Form fields"
        onMove={move}
        renderItem={(field, index, handleProps) => (
          <FormFieldRow
            {...args}
            label={field.label}
            name={field.id}
            typeLabel={field.type}
            index={index}
            count={fields.length}
            handleProps={handleProps}
            onMoveUp={() => {
              move(index, index - 1);
            }}
            onMoveDown={() => {
              move(index, index + 1);
            }}
          />
        )}
      />
    );
  },
  args: { required: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Move down: First name" }));
    const names = canvas.getAllByText(/^(FirstName|Email|Zip)$/u).map((node) => node.textContent);
    await expect(names).toEqual(["Email", "FirstName", "Zip"]);
  },
};
