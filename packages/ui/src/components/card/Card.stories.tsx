import type { Meta, StoryObj } from "@storybook/react-vite";
import { MoreHorizontal, Plus } from "lucide-react";
import { expect, within } from "storybook/test";
import { Button } from "../button/Button";
import { IconButton } from "../button/IconButton";
import { Card } from "./Card";

const meta = {
  title: "Display/Card",
  component: Card,
  args: {
    title: "Donations this week",
    description: "Across every active campaign, before refunds.",
    children: (
      <p className="text-sm text-fg-muted">
        <span className="block text-3xl font-semibold text-fg">$48,210</span>
        1,284 gifts from 1,102 donors
      </p>
    ),
  },
  argTypes: { headingLevel: { control: "inline-radio", options: [2, 3, 4] } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHeader: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Donations this week" });
    await expect(
      within(region).getByRole("heading", { level: 2, name: "Donations this week" }),
    ).toBeInTheDocument();
  },
};

export const WithActionsAndFooter: Story = {
  args: {
    actions: <IconButton label="More actions" icon={<MoreHorizontal size={16} />} />,
    footer: (
      <>
        <Button variant="secondary" size="sm">
          Export
        </Button>
        <Button size="sm" icon={<Plus size={14} />}>
          New report
        </Button>
      </>
    ),
  },
};

export const BodyOnly: Story = {
  args: { title: undefined, description: undefined },
};

/** `flush` lets a list or table run to the card's edges. */
export const Flush: Story = {
  args: {
    flush: true,
    title: "Top teams",
    description: undefined,
    headingLevel: 3,
    children: (
      <ul className="divide-y divide-line border-t border-line text-sm">
        {[
          ["North Shore", "$12,400"],
          ["Harbour Front", "$9,870"],
          ["Valley Reps", "$7,315"],
        ].map(([team, total]) => (
          <li key={team} className="flex justify-between px-5 py-2.5">
            <span>{team}</span>
            <span className="font-medium tabular-nums">{total}</span>
          </li>
        ))}
      </ul>
    ),
  },
};
