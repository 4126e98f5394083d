import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { GeofenceBadge } from "./GeofenceBadge";

const LABELS = { inside: "Inside territory", outside: "Outside territory", unknown: "Not checked" };

const meta = {
  title: "Display/GeofenceBadge",
  component: GeofenceBadge,
  tags: ["autodocs"],
  args: { state: "outside", labels: LABELS },
  argTypes: { state: { control: "inline-radio", options: ["inside", "outside", "unknown"] } },
} satisfies Meta<typeof GeofenceBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outside: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText("Outside territory")).toBeVisible();
  },
};

/** Every state in both sizes: the visual snapshot. */
export const Catalog: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(["sm", "md"] as const).map((size) => (
        <div key={size} className="flex flex-wrap items-center gap-2">
          {(["inside", "outside", "unknown"] as const).map((state) => (
            <GeofenceBadge key={state} {...args} state={state} size={size} />
          ))}
        </div>
      ))}
    </div>
  ),
};
