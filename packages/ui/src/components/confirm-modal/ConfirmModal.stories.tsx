import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/Button";
import { ConfirmModal, type ConfirmModalProps } from "./ConfirmModal";

/** A page whose delete button asks for confirmation, as the console does. */
function WithTrigger(args: ConfirmModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="danger"
        onClick={() => {
          setOpen(true);
        }}
      >
        Delete team
      </Button>
      <ConfirmModal
        {...args}
        open={open}
        onCancel={() => {
          args.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: "Overlays/ConfirmModal",
  component: ConfirmModal,
  args: {
    open: true,
    title: "Leave without saving?",
    description: "Your changes to the campaign settings will be lost.",
    continueText: "Leave",
    cancelText: "Stay",
    onContinue: fn(),
    onCancel: fn(),
  },
  argTypes: {
    severity: { control: "inline-radio", options: ["warning", "error", "info", "success"] },
    icon: { control: false },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on the safe choice and stays inside; Escape cancels. */
export const Warning: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", { name: "Leave without saving?" });
    const stay = within(dialog).getByRole("button", { name: "Stay" });
    const leave = within(dialog).getByRole("button", { name: "Leave" });
    await waitFor(async () => {
      await expect(stay).toHaveFocus();
    });
    await userEvent.tab();
    await expect(leave).toHaveFocus();
    await userEvent.tab();
    await expect(stay).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

export const Error: Story = {
  args: {
    severity: "error",
    title: "Delete the team?",
    description: "North East and its 12 reps' history are deleted. This cannot be undone.",
    continueText: "Delete team",
    cancelText: "Keep team",
  },
};

export const Info: Story = {
  args: {
    severity: "info",
    title: "Switch campaigns?",
    description: "The dashboard will show the figures of Winter Appeal 2025.",
    continueText: "Switch",
    cancelText: "Cancel",
  },
};

export const Success: Story = {
  args: {
    severity: "success",
    title: "Import finished",
    description: "1,204 submissions were added to Spring Drive.",
    continueText: "View submissions",
    showCancel: false,
  },
};

/** The continue action is running: busy, disabled, and Escape does nothing. */
export const Saving: Story = {
  args: {
    severity: "error",
    title: "Delete the team?",
    description: "North East and its 12 reps' history are deleted. This cannot be undone.",
    continueText: "Delete team",
    cancelText: "Keep team",
    saving: true,
    continueDisabled: true,
    cancelDisabled: true,
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog");
    const remove = within(dialog).getByRole("button", { name: "Delete team" });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAttribute("aria-busy", "true");
    await userEvent.keyboard("{Escape}");
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const WithoutCancel: Story = {
  args: {
    severity: "info",
    title: "Terms of use updated",
    description: "Please read and accept the new terms to keep using the console.",
    continueText: "I accept",
    showCancel: false,
  },
};

export const FailedContinue: Story = {
  args: {
    severity: "error",
    title: "Delete the team?",
    description: "North East and its 12 reps' history are deleted. This cannot be undone.",
    continueText: "Delete team",
    cancelText: "Keep team",
    error: "The team still runs 2 campaigns. Move them to another team first.",
  },
};

export const ContinueDisabled: Story = { args: { continueDisabled: true } };

/** Opened from a button: on close, focus goes back to it. */
export const FocusReturnsToTrigger: Story = {
  args: {
    open: false,
    severity: "error",
    title: "Delete the team?",
    description: "This cannot be undone.",
    continueText: "Delete",
    cancelText: "Keep team",
  },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Delete team" });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole("alertdialog", { name: "Delete the team?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep team" }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await waitFor(async () => {
      await expect(trigger).toHaveFocus();
    });
  },
};
