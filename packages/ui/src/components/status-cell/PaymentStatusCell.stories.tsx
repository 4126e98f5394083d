import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import {
  PAYMENT_STATUS_TONES,
  PaymentStatusCell,
  type PaymentStatusValue,
} from "./PaymentStatusCell";

const meta = {
  title: "Data/PaymentStatusCell",
  component: PaymentStatusCell,
  tags: ["autodocs"],
  args: { status: "approved", label: "Approved" },
} satisfies Meta<typeof PaymentStatusCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Approved: Story = {};

/** A failed payment: its reason opens on focus (and hover). */
export const FailedWithReason: Story = {
  args: { status: "failed", label: "Failed", reason: "Card expired (54)", defaultDetailOpen: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Failed" });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await within(document.body).findByRole("tooltip")).toHaveTextContent(
      "Card expired (54)",
    );
  },
};

/** Every status; only failed and declined ones with a reason get a tooltip. */
export const Catalog: Story = {
  render: () => (
    <div className="flex flex-wrap items-center gap-2">
      {(Object.keys(PAYMENT_STATUS_TONES) as PaymentStatusValue[]).map((status) => (
        <PaymentStatusCell
          key={status}
          status={status}
          label={status.charAt(0).toUpperCase() + status.slice(1)}
          reason={status === "declined" ? "Do not honour" : null}
        />
      ))}
      <PaymentStatusCell status={null} label="—" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("button")).toHaveLength(1);
    await expect(canvas.getByRole("button", { name: "Declined" })).toBeVisible();
  },
};
