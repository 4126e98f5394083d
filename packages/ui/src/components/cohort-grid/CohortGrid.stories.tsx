import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { CohortGrid } from "./CohortGrid";

const percent = new Intl.NumberFormat("en-US", { style: "percent" });

const meta = {
  title: "Display/CohortGrid",
  component: CohortGrid,
  args: {
    caption: "Share of sign-ups still active, by sign-up month",
    rowHeader: "Sign-up month",
    sizeHeader: "Sign-ups",
    monthHeader: (since: number) => `Month ${since}`,
    formatShare: (share: number) => percent.format(share),
    rows: [
      { key: "2026-06", label: "June 2026", size: "412", shares: [0.97, 0.91, 0.86, 0.83, 0.8] },
      { key: "2026-07", label: "July 2026", size: "388", shares: [0.96, 0.9, 0.84, 0.81] },
      { key: "2026-08", label: "August 2026", size: "455", shares: [0.98, 0.92, 0.88] },
      { key: "2026-09", label: "September 2026", size: "397", shares: [0.95, 0.89] },
      { key: "2026-10", label: "October 2026", size: "421", shares: [0.97] },
    ],
  },
} satisfies Meta<typeof CohortGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FiveMonths: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", {
      name: "Share of sign-ups still active, by sign-up month",
    });
    await expect(within(table).getByRole("rowheader", { name: "June 2026" })).toBeInTheDocument();
  },
};

export const Empty: Story = { args: { rows: [] } };
