import type { Meta, StoryObj } from "@storybook/react-vite";
import { Copy, Download, Pencil, Trash2 } from "lucide-react";
import { expect, screen, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/Button";
import { IconButton } from "../button/IconButton";
import { Tooltip } from "./Tooltip";
import { TooltipProvider } from "./TooltipProvider";

const meta = {
  title: "Overlays/Tooltip",
  component: Tooltip,
  args: {
    content: "Copy the share link",
    children: (
      <Button variant="secondary" icon={<Copy size={16} />}>
        Share
      </Button>
    ),
  },
  argTypes: {
    side: { control: "inline-radio", options: ["top", "right", "bottom", "left"] },
    align: { control: "inline-radio", options: ["start", "center", "end"] },
    children: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="flex h-40 items-center justify-center">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = { args: { open: true } };

export const WithArrow: Story = { args: { open: true, arrow: true } };

export const Sides: Story = {
  args: { open: true, arrow: true },
  render: (args) => (
    <div className="grid grid-cols-2 gap-x-48 gap-y-20">
      {(["top", "right", "bottom", "left"] as const).map((side) => (
        <Tooltip key={side} {...args} side={side} content={`On the ${side}`}>
          <Button variant="secondary">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  decorators: [
    (Story) => (
      <div className="flex h-64 items-center justify-center">
        <Story />
      </div>
    ),
  ],
};

export const LongText: Story = {
  args: {
    open: true,
    side: "bottom",
    content:
      "Exports run in the background and stay available for seven days; large ones can take a few minutes.",
    children: (
      <IconButton
        nativeTooltip={false}
        label="Download the export"
        icon={<Download size={16} />}
        variant="secondary"
      />
    ),
  },
};

/** Closed until the target has keyboard focus: focus opens it at once. */
export const OnFocus: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole("button", { name: "Share" })).toHaveFocus();
    const tooltip = await screen.findByRole("tooltip");
    await expect(tooltip).toHaveTextContent("Copy the share link");
  },
};

/** A toolbar under one provider: after the first tooltip, the next opens without delay. */
export const Toolbar: Story = {
  render: () => (
    <TooltipProvider>
      <div className="flex gap-1 rounded-lg border border-line bg-surface p-1 shadow-card">
        <Tooltip content="Edit">
          <IconButton nativeTooltip={false} label="Edit campaign" icon={<Pencil size={16} />} />
        </Tooltip>
        <Tooltip content="Duplicate">
          <IconButton nativeTooltip={false} label="Duplicate campaign" icon={<Copy size={16} />} />
        </Tooltip>
        <Tooltip content="Delete">
          <IconButton
            nativeTooltip={false}
            label="Delete campaign"
            icon={<Trash2 size={16} />}
            variant="danger"
          />
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.hover(
      within(canvasElement).getByRole("button", { name: "Duplicate campaign" }),
    );
    await waitFor(async () => {
      await expect(await screen.findByRole("tooltip")).toHaveTextContent("Duplicate");
    });
  },
};
