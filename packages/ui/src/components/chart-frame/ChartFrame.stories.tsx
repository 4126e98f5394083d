import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { BreakdownChart } from "./BreakdownChart";
import { PAYMENT_STATUS, SIGN_UPS_BY_TEAM, SIGN_UPS_BY_WEEK } from "./chart-frame.fixtures";
import { DonutChart } from "./DonutChart";
import { TimeSeriesChart } from "./TimeSeriesChart";

const meta = {
  title: "Display/ChartFrame",
  component: TimeSeriesChart,
  args: {
    title: "Sign-ups by week",
    data: SIGN_UPS_BY_WEEK,
    locale: "en-US",
    columns: ["Week", "Sign-ups"],
    emptyText: "No sign-ups in this range.",
  },
  decorators: [
    (Story) => (
      <div className="w-[36rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TimeSeriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TimeSeriesBars: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Sign-ups by week" });
    await expect(within(region).getByRole("img", { name: "Sign-ups by week" })).toBeVisible();
  },
};

export const TimeSeriesLine: Story = { args: { kind: "line" } };

export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole("region", { name: "Sign-ups by week" });
    await userEvent.click(within(region).getByRole("button", { name: "Show as table" }));
    const table = within(region).getByRole("table", { name: "Sign-ups by week" });
    await expect(within(table).getByRole("cell", { name: "1,204" })).toBeInTheDocument();
  },
};

export const Breakdown: Story = {
  render: (args) => (
    <BreakdownChart {...args} title="Sign-ups by team" columns={["Team", "Sign-ups"]} />
  ),
  args: { data: SIGN_UPS_BY_TEAM },
};

export const Donut: Story = {
  render: (args) => (
    <DonutChart {...args} title="Payment status" columns={["Status", "Sign-ups"]} />
  ),
  args: { data: PAYMENT_STATUS },
};

export const Empty: Story = { args: { data: [] } };
