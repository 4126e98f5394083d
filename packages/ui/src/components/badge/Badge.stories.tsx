import type { Meta, StoryObj } from "@storybook/react-vite";
import { Crown } from "lucide-react";
import { expect, within } from "storybook/test";
import { Badge } from "./Badge";
import { TONES } from "./badge.styles";

const meta = {
  title: "Display/Badge",
  component: Badge,
  args: { children: "Manager" },
  argTypes: {
    tone: { control: "inline-radio", options: TONES },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Manager")).toBeVisible();
  },
};

/** Every tone in both sizes. */
export const Tones: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(["sm", "md"] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-2">
          {TONES.map((tone) => (
            <Badge key={tone} {...args} tone={tone} size={size}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: { tone: "primary", icon: <Crown size={12} />, children: "Root" },
};
