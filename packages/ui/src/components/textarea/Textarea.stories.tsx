import { TEXTAREA_RESIZE } from "../../theme/layout";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Textarea } from "./Textarea";

const NOTE =
  "Met the donor at the Saturday market stand. Prefers to be called in the evening; " +
  "asked for a receipt by email.";

const meta = {
  title: "Forms/Textarea",
  component: Textarea,
  args: { label: "Notes", onValueChange: fn() },
  argTypes: {
    resize: { control: "inline-radio", options: TEXTAREA_RESIZE },
    theme: { control: "inline-radio", options: [undefined, "light", "dark"] },
    layout: { control: "inline-radio", options: ["vertical", "horizontal"] },
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Placeholder: Story = { args: { placeholder: "Anything the next caller should know" } };

export const Filled: Story = { args: { defaultValue: NOTE, hint: "Visible to managers only." } };

export const CharacterCount: Story = {
  args: { maxLength: 160, label: "SMS text" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole("textbox", { name: "SMS text" });
    await userEvent.type(field, "Thank you for your support!");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("Thank you for your support!");
    await expect(canvas.getByText("27 / 160")).toBeInTheDocument();
    await expect(field).toHaveAccessibleDescription("133 characters left");
  },
};

export const AtLimit: Story = {
  args: { maxLength: 20, label: "Short code", defaultValue: "SPRING-APPEAL-2026-X" },
};

export const WithError: Story = {
  args: {
    label: "Reason for cancelling",
    required: true,
    error: "Tell us why the donor cancelled.",
    maxLength: 500,
  },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: "Reason for cancelling" });
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveAccessibleDescription(
      "Tell us why the donor cancelled. 500 characters left",
    );
  },
};

export const Disabled: Story = { args: { defaultValue: NOTE, disabled: true } };

export const Resize: Story = {
  render: (args) => (
    <div className="grid grid-cols-2 gap-4">
      {TEXTAREA_RESIZE.map((resize) => (
        <Textarea {...args} key={resize} label={`Resize: ${resize}`} resize={resize} rows={2} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole("textbox", { name: "Resize: horizontal" });
    await expect(getComputedStyle(field).resize).toBe("horizontal");
  },
};

export const InputThemes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Textarea {...args} label="Light input theme" theme="light" defaultValue={NOTE} />
      <Textarea
        {...args}
        label="Dark input theme"
        theme="dark"
        defaultValue={NOTE}
        maxLength={200}
      />
    </div>
  ),
};

export const Horizontal: Story = {
  decorators: [
    (Story) => (
      <div className="w-[36rem]">
        <Story />
      </div>
    ),
  ],
  args: { layout: "horizontal", label: "Description", rows: 4, hint: "Markdown is not supported." },
};
