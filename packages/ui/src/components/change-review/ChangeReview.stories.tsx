import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { ChangeReview } from "./ChangeReview";

const meta = {
  title: "Data/ChangeReview",
  component: ChangeReview,
  tags: ["autodocs"],
  args: {
    rows: [
      { field: "Amount", from: "25,00", to: "30,50" },
      { field: "Email", from: "ada@example.org", to: "ada.lovelace@example.org" },
      { field: "Phone", from: "", to: "+1 416 555 0199" },
      { field: "Zip", from: "M5V 2T6", to: "" },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChangeReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Old → new for each changed field; empty values said so. */
export const Review: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("table", { name: "Changes" })).toBeVisible();
    await expect(canvas.getByRole("row", { name: /Zip/ })).toHaveTextContent("(empty)");
  },
};

/** A conflict: the value someone else stored meanwhile is shown beside the operator's. */
export const Conflict: Story = {
  args: {
    rows: [
      { field: "Amount", from: "25,00", to: "30,50", stored: "40,00" },
      { field: "Email", from: "ada@example.org", to: "ada.lovelace@example.org" },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("columnheader", { name: "Stored now" })).toBeVisible();
  },
};
