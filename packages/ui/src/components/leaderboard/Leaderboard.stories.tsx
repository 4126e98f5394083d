import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Leaderboard } from "./Leaderboard";

const meta = {
  title: "Display/Leaderboard",
  component: Leaderboard,
  args: {
    caption: "Fundraisers by sign-ups",
    rankHeader: "#",
    nameHeader: "Fundraiser",
    valueHeaders: ["Sign-ups", "Cancels"],
    entries: [
      { key: "p1", name: "Ada Okafor", detail: "North Street", values: ["148", "6"] },
      { key: "p2", name: "Ben Larsen", detail: "Harbour Team", values: ["131", "11"] },
      { key: "p3", name: "Chloé Martin", detail: "North Street", values: ["117", "4"] },
      { key: "p4", name: "Dev Patel", detail: "Riverside", values: ["96", "9"] },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Leaderboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourFundraisers: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Fundraisers by sign-ups" });
    await expect(within(table).getByRole("rowheader", { name: /Ada Okafor/ })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { entries: [] } };
