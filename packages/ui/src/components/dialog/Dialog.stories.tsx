import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId, useState } from "react";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/Button";
import { Dialog, type DialogProps } from "./Dialog";
import { DialogFooter } from "./DialogFooter";
import { POPUP_FIELD, POPUP_LABEL } from "./field.styles";
import { SeverityIcon } from "../severity/SeverityIcon";

/** A small form as dialog content: one field and the footer buttons. */
function RenameForm({ busy = false }: { readonly busy?: boolean }) {
  const id = useId();
  return (
    <form
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <label htmlFor={id} className={POPUP_LABEL}>
        Team name
      </label>
      <input id={id} defaultValue="North East" className={`${POPUP_FIELD} h-9`} />
      <DialogFooter>
        <Button variant="secondary" disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

/** A page whose button opens the dialog: shows focus going in and coming back. */
function WithTrigger(args: DialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true);
        }}
      >
        Rename team
      </Button>
      <Dialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          args.onOpenChange(next);
          setOpen(next);
        }}
      />
    </>
  );
}

const meta = {
  title: "Overlays/Dialog",
  component: Dialog,
  args: {
    open: true,
    onOpenChange: fn(),
    title: "Rename the team",
    description: "Reps see the new name on their next sign-in.",
    children: <RenameForm />,
  },
  argTypes: {
    size: { control: "inline-radio", options: ["sm", "md", "lg"] },
    role: { control: "inline-radio", options: ["dialog", "alertdialog"] },
    children: { control: false },
    icon: { control: false },
  },
  // Each story in its own frame on the docs page: an open modal would cover the page.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("dialog", { name: "Rename the team" });
    await waitFor(async () => {
      await expect(within(dialog).getByRole("textbox", { name: "Team name" })).toHaveFocus();
    });
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const WithIcon: Story = {
  args: {
    title: "Campaign archived",
    description: "It no longer shows in the reps' app. You can restore it from the archive.",
    icon: <SeverityIcon severity="info" size={40} />,
    showCloseButton: false,
    children: (
      <DialogFooter>
        <Button>Done</Button>
      </DialogFooter>
    ),
  },
};

export const NotDismissible: Story = {
  name: "Saving (not dismissible)",
  args: { dismissible: false, children: <RenameForm busy /> },
  play: async ({ args }) => {
    await screen.findByRole("dialog");
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(screen.getByRole("button", { name: "Close" })).toBeDisabled();
  },
};

export const Small: Story = { args: { size: "sm" } };

export const Large: Story = {
  args: {
    size: "lg",
    title: "Export the submissions",
    description: "The file is prepared in the background; you get a notification when it is ready.",
  },
};

export const FocusReturnsToTrigger: Story = {
  args: { open: false },
  render: (args) => <WithTrigger {...args} />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole("button", { name: "Rename team" });
    await userEvent.click(trigger);
    await screen.findByRole("dialog", { name: "Rename the team" });
    await userEvent.keyboard("{Escape}");
    await waitFor(async () => {
      await expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    });
    await expect(trigger).toHaveFocus();
  },
};
