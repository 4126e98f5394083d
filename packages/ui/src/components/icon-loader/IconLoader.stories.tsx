import { SIZES } from "../../theme/sizes";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Download, RefreshCw } from "lucide-react";
import { expect, within } from "storybook/test";
import { ICON_PX } from "../../theme/sizes";
import { IconLoader } from "./IconLoader";

const meta = {
  title: "Display/IconLoader",
  component: IconLoader,
  args: { icon: <Download size={ICON_PX.md} />, label: "Export ready" },
  argTypes: { size: { control: "inline-radio", options: SIZES } },
} satisfies Meta<typeof IconLoader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("img", { name: "Export ready" })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    const spinner = within(canvasElement).getByRole("img", { name: "Loading" });
    await expect(spinner.closest("[aria-busy=true]")).not.toBeNull();
  },
};

/** In a table row: the refresh icon spins in place while that row reloads; the text does not move. */
export const InARow: Story = {
  render: (args) => (
    <ul className="w-80 divide-y divide-line rounded-lg border border-line bg-surface text-sm">
      {[
        { name: "Donations (March)", loading: false },
        { name: "Donations (April)", loading: true },
      ].map((row) => (
        <li key={row.name} className="flex items-center gap-3 px-3 py-2">
          <IconLoader
            {...args}
            icon={<RefreshCw size={ICON_PX.md} />}
            label={undefined}
            loading={row.loading}
            className="text-fg-muted"
          />
          <span>{row.name}</span>
        </li>
      ))}
    </ul>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {([false, true] as const).map((loading) => (
        <div key={String(loading)} className="flex items-center gap-4">
          {SIZES.map((size) => (
            <IconLoader
              key={size}
              {...args}
              size={size}
              loading={loading}
              label={`Export ready (${size})`}
              icon={<Download size={ICON_PX[size]} />}
            />
          ))}
        </div>
      ))}
    </div>
  ),
};
