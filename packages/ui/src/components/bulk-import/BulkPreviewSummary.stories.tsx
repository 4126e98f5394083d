import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { BulkPreviewSummary } from "./BulkPreviewSummary";

const meta = {
  title: "People/Bulk import/BulkPreviewSummary",
  component: BulkPreviewSummary,
  tags: ["autodocs"],
  args: {
    counts: { total: 1000, valid: 997, invalid: 3 },
    filter: "all",
    onFilterChange: fn(),
  },
} satisfies Meta<typeof BulkPreviewSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithProblems: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "With problems (3)" }));
    await expect(args.onFilterChange).toHaveBeenCalledWith("invalid");
  },
};

export const ProblemsOnly: Story = { args: { filter: "invalid" } };

export const AllValid: Story = { args: { counts: { total: 250, valid: 250, invalid: 0 } } };
