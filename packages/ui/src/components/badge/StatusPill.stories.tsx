import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { StatusPill } from "./StatusPill";
import { TONES } from "./badge.styles";

const meta = {
  title: "Display/StatusPill",
  component: StatusPill,
  args: { tone: "success", children: "Active" },
  argTypes: {
    tone: { control: "inline-radio", options: TONES },
    size: { control: "inline-radio", options: ["sm", "md"] },
  },
} satisfies Meta<typeof StatusPill>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Active")).toBeVisible();
  },
};

export const Inactive: Story = { args: { tone: "neutral", children: "Inactive" } };

export const Pending: Story = { args: { tone: "warning", children: "Pending", pulse: true } };

/** The usual states of campaigns, users and exports, in both sizes. */
export const States: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(["sm", "md"] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-2">
          {(
            [
              ["success", "Active"],
              ["neutral", "Inactive"],
              ["warning", "Pending"],
              ["danger", "Failed"],
              ["info", "Running"],
              ["primary", "Scheduled"],
            ] as const
          ).map(([tone, label]) => (
            <StatusPill key={tone} {...args} tone={tone} size={size}>
              {label}
            </StatusPill>
          ))}
        </div>
      ))}
    </div>
  ),
};

export const AllTones: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-2">
      {TONES.map((tone) => (
        <StatusPill key={tone} {...args} tone={tone}>
          {tone}
        </StatusPill>
      ))}
    </div>
  ),
};
