import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor } from "storybook/test";
import { FeedbackPopup } from "./FeedbackPopup";

const DRAFT =
  "The new submissions list is much faster. Could the date filter remember the last range I picked?";

const meta = {
  title: "Overlays/FeedbackPopup",
  component: FeedbackPopup,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 520 } } },
} satisfies Meta<typeof FeedbackPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blank text cannot be sent. */
export const Empty: Story = {
  play: async () => {
    const field = await screen.findByRole("textbox", { name: "Your feedback" });
    await waitFor(async () => {
      await expect(field).toHaveFocus();
    });
    await expect(screen.getByRole("button", { name: "Send" })).toBeDisabled();
  },
};

/** Typing enables send; Ctrl+Enter sends. */
export const Typing: Story = {
  play: async ({ args }) => {
    const field = await screen.findByRole("textbox", { name: "Your feedback" });
    await userEvent.type(field, "Love the dark mode!");
    await expect(screen.getByRole("button", { name: "Send" })).toBeEnabled();
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    await expect(args.onSubmit).toHaveBeenCalledWith("Love the dark mode!");
  },
};

export const Filled: Story = { args: { defaultText: DRAFT } };

export const Sending: Story = {
  args: { text: DRAFT, sending: true },
  play: async ({ args }) => {
    const send = await screen.findByRole("button", { name: "Send" });
    await expect(send).toHaveAttribute("aria-busy", "true");
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: {
    text: DRAFT,
    error: "Your feedback could not be sent: the server did not answer. Please try again.",
  },
};
