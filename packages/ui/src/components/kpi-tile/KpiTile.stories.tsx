import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { KpiTile } from "./KpiTile";

const meta = {
  title: "Display/KpiTile",
  component: KpiTile,
  args: {
    label: "Sign-ups",
    value: "1,284",
    change: 0.138,
    changeText: "+13.8%",
    previousText: "vs 1,128 the previous 30 days",
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof KpiTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const GoodNews: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Sign-ups" });
    await expect(within(region).getByText("+13.8%")).toBeInTheDocument();
  },
};

export const BadNews: Story = {
  args: {
    label: "Cancels",
    value: "96",
    change: 0.2,
    changeText: "+20%",
    previousText: "vs 80 the previous 30 days",
    goodWhen: "down",
  },
};

export const Flat: Story = {
  args: { change: 0, changeText: "0%", previousText: "vs 1,284 the previous 30 days" },
};

export const NothingToCompare: Story = {
  args: {
    change: undefined,
    changeText: undefined,
    previousText: "no sign-ups the previous 30 days",
  },
};
