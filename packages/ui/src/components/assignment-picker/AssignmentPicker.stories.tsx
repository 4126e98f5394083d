import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { AssignmentPicker, type AssignmentItem } from "./AssignmentPicker";
import { CAMPAIGN_ITEMS } from "./assignment-picker.fixtures";

function Stateful({ start }: { readonly start: readonly string[] }) {
  const [ids, setIds] = useState<readonly string[]>(start);
  const assigned: AssignmentItem[] = CAMPAIGN_ITEMS.filter((item) => ids.includes(item.id));
  return (
    <AssignmentPicker
      assigned={assigned}
      options={CAMPAIGN_ITEMS}
      onAssign={(more) => {
        setIds((now) => [...now, ...more]);
      }}
      onRemove={(id) => {
        setIds((now) => now.filter((item) => item !== id));
      }}
    />
  );
}

const meta = {
  title: "Choosers/AssignmentPicker",
  component: AssignmentPicker,
  tags: ["autodocs"],
  args: {
    assigned: CAMPAIGN_ITEMS.slice(0, 2),
    options: CAMPAIGN_ITEMS,
    onAssign: () => undefined,
    onRemove: () => undefined,
  },
} satisfies Meta<typeof AssignmentPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two campaigns assigned, three to choose from: the visual snapshot. */
export const TwoAssigned: Story = {};

export const NothingAssigned: Story = { args: { assigned: [] } };

export const ReadOnly: Story = { args: { readOnly: true } };

/** Assign two, then remove one: the lists follow. */
export const AssignAndRemove: Story = {
  tags: ["no-visual"],
  render: () => <Stateful start={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("checkbox", { name: /Winter Appeal/ }));
    await userEvent.click(canvas.getByRole("checkbox", { name: /Online Giving/ }));
    await userEvent.click(canvas.getByRole("button", { name: "Assign 2" }));
    await expect(canvas.getByRole("button", { name: "Remove Winter Appeal" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove Winter Appeal" }));
    await expect(canvas.queryByRole("button", { name: "Remove Winter Appeal" })).toBeNull();
    await expect(canvas.getByRole("button", { name: "Remove Online Giving" })).toBeVisible();
  },
};
