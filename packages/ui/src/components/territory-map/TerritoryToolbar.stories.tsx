import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TerritoryToolbar } from "./TerritoryToolbar";

const meta = {
  title: "Campaigns/TerritoryToolbar",
  component: TerritoryToolbar,
  args: {
    mode: "view",
    hasSelection: true,
    draftPoints: 0,
    onDraw: fn(),
    onFinish: fn(),
    onCancel: fn(),
    onEdit: fn(),
    onDoneEditing: fn(),
    onRemove: fn(),
    onImport: fn(),
    onExport: fn(),
  },
} satisfies Meta<typeof TerritoryToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An area is selected: every tool is offered. */
export const Viewing: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Draw an area" }));
    await expect(args.onDraw).toHaveBeenCalledOnce();
  },
};

/** Nothing selected: Edit points and Delete area wait for a selection. */
export const NothingSelected: Story = {
  args: { hasSelection: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Delete area" })).toBeDisabled();
  },
};

/** Drawing with two points: Finish waits for a third. */
export const Drawing: Story = {
  args: { mode: "draw", draftPoints: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("button", { name: "Finish area" })).toBeDisabled();
  },
};

/** Moving the selected area's points. */
export const Editing: Story = { args: { mode: "edit" } };

/** A reader: only Export. */
export const ReadOnly: Story = { args: { readOnly: true } };
