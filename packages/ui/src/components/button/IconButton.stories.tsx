import { SIZES } from "../../theme/sizes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Pencil, Trash2 } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { ICON_PX } from "../../theme/sizes";
import { IconButton } from "./IconButton";

const meta = {
  title: "Actions/IconButton",
  component: IconButton,
  args: { label: "Edit campaign", icon: <Pencil size={16} />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Edit campaign" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <IconButton {...args} variant="primary" />
      <IconButton {...args} variant="secondary" />
      <IconButton {...args} variant="ghost" />
      <IconButton {...args} variant="danger" label="Delete campaign" icon={<Trash2 size={16} />} />
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      {SIZES.map((size) => (
        <IconButton
          key={size}
          {...args}
          variant="secondary"
          size={size}
          icon={<Pencil size={ICON_PX[size]} />}
        />
      ))}
    </div>
  ),
};

export const Loading: Story = { args: { loading: true, variant: "secondary" } };
