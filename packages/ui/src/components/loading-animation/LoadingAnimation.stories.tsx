import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { LoadingAnimation } from "./LoadingAnimation";

const meta = {
  title: "Display/LoadingAnimation",
  component: LoadingAnimation,
  args: { label: "Loading configuration…" },
  argTypes: { variant: { control: "inline-radio", options: ["dots", "ring"] } },
  decorators: [
    (Story) => (
      <div className="h-64 rounded-lg border border-line bg-surface">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LoadingAnimation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dots: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("status", { name: "Loading configuration…" }),
    ).toBeInTheDocument();
  },
};

export const DotsWithLabel: Story = { args: { showLabel: true } };

export const Ring: Story = { args: { variant: "ring" } };

export const RingWithLabel: Story = { args: { variant: "ring", showLabel: true } };

/** The host's logo inside the ring (set at run time as `--cv-logo` by `applyBranding`). */
export const RingWithLogo: Story = {
  args: { variant: "ring", showLabel: true, label: "Starting Canvass…" },
  decorators: [
    (Story) => (
      <div
        style={{
          ["--cv-logo" as string]: `url("data:image/svg+xml,${encodeURIComponent(
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#1d4ed8"/><path d="M9 16a7 7 0 0 1 12-5l-2 2a4 4 0 1 0 0 6l2 2A7 7 0 0 1 9 16z" fill="#fff"/></svg>',
          )}")`,
        }}
      >
        <Story />
      </div>
    ),
  ],
};

/** Inline, in a small panel, without filling it. */
export const Inline: Story = {
  args: { fill: false, showLabel: true, label: "Loading results…" },
  decorators: [
    (Story) => (
      <div className="flex items-center justify-center p-6">
        <Story />
      </div>
    ),
  ],
};
