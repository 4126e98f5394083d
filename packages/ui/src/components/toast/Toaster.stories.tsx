import type { Meta, StoryObj } from "@storybook/react-vite";
import { Rocket } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SAMPLE_TOASTS } from "./toast.fixtures";
import { Toaster } from "./Toaster";

const meta = {
  title: "Feedback/Toaster",
  component: Toaster,
  // Stories keep their toasts: no timer runs out during a screenshot.
  args: { toasts: SAMPLE_TOASTS, onDismiss: fn(), duration: Infinity },
  decorators: [
    // A transformed box contains the fixed toast region, so the story shows it in place.
    (Story) => (
      <div className="relative h-[25rem] w-[30rem] transform-gpu rounded-lg border border-dashed border-line">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All four severities, oldest first. */
export const Severities: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole("region", { name: "Notifications (F8)" });
    // Radix mounts the toasts into the viewport after the first render.
    await waitFor(() => expect(within(region).getAllByRole("listitem")).toHaveLength(4));
    const [first] = within(region).getAllByRole("button", { name: "Dismiss notification" });
    if (first) await userEvent.click(first);
    await expect(args.onDismiss).toHaveBeenCalledWith(1);
  },
};

export const Single: Story = { args: { toasts: SAMPLE_TOASTS.slice(0, 1) } };

export const Empty: Story = { args: { toasts: [] } };

/** A toast that names an icon gets it from `renderIcon`. */
export const CustomIcon: Story = {
  args: {
    toasts: [
      {
        id: 7,
        title: "Campaign launched",
        description: "Reps can start signing up donors.",
        icon: "rocket",
        severity: "success",
      },
    ],
    renderIcon: () => <Rocket size={18} />,
  },
};
