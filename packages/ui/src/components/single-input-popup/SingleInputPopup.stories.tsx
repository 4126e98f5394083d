import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent } from "storybook/test";
import { SingleInputPopup } from "./SingleInputPopup";

const meta = {
  title: "Overlays/SingleInputPopup",
  component: SingleInputPopup,
  args: {
    open: true,
    onOpenChange: fn(),
    title: "Rename the team",
    label: "Team name",
    defaultValue: "North East",
    onSave: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof SingleInputPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Enter saves the text, trimmed. */
export const Default: Story = {
  play: async ({ args }) => {
    const field = await screen.findByRole("textbox", { name: "Team name" });
    await userEvent.clear(field);
    await userEvent.type(field, "  North West  {Enter}");
    await expect(args.onSave).toHaveBeenCalledWith("North West");
  },
};

/** Nothing but spaces: save stays disabled. */
export const Blank: Story = {
  args: { defaultValue: "   ", placeholder: "e.g. North East" },
  play: async ({ args }) => {
    await screen.findByRole("textbox", { name: "Team name" });
    await expect(screen.getByRole("button", { name: "Save" })).toBeDisabled();
    await userEvent.keyboard("{Enter}");
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const WithDescription: Story = {
  args: {
    title: "New dashboard page",
    description: "The page starts empty; add widgets once it is created.",
    label: "Page name",
    defaultValue: "",
    placeholder: "e.g. Weekly totals",
    maxLength: 60,
    labels: { save: "Create" },
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ args }) => {
    await expect(await screen.findByRole("button", { name: "Save" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await userEvent.keyboard("{Escape}");
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { defaultValue: "South", error: "A team named South already exists." },
};
