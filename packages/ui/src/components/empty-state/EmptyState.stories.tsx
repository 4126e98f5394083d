import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { Megaphone, Plus, SearchX } from "lucide-react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Button } from "../button/Button";
import { Card } from "../card/Card";
import { EmptyState } from "./EmptyState";

/** A bordered panel, standing in for the list or page the empty state fills. */
const panel: Decorator = (Story) => (
  <div className="max-w-xl rounded-lg border border-line bg-surface">
    <Story />
  </div>
);

const onCreate = fn();

const meta = {
  title: "Display/EmptyState",
  component: EmptyState,
  args: {
    title: "No campaigns yet",
    description: "Campaigns collect the donations of your teams. Create one to get started.",
    icon: <Megaphone size={24} />,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [panel],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { level: 2, name: "No campaigns yet" }),
    ).toBeVisible();
  },
};

export const WithAction: Story = {
  decorators: [panel],
  args: {
    action: (
      <Button icon={<Plus size={16} />} onClick={onCreate}>
        New campaign
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "New campaign" });
    await userEvent.click(button);
    await expect(onCreate).toHaveBeenCalled();
    button.blur();
  },
};

/** The default icon (an inbox). */
export const DefaultIcon: Story = {
  decorators: [panel],
  args: { icon: undefined, title: "No exports", description: "Exports you run appear here." },
};

export const NoIcon: Story = {
  decorators: [panel],
  args: { icon: null, title: "Nothing here", description: undefined },
};

/** In a table or a titled card: smaller, with an h3 under the card's h2. */
export const CompactInCard: Story = {
  args: {
    compact: true,
    headingLevel: 3,
    icon: <SearchX size={20} />,
    title: "No results",
    description: "No user matches “Smithers”. Check the spelling or clear the filters.",
  },
  decorators: [
    (Story) => (
      <Card title="Users" flush className="max-w-xl">
        <div className="border-t border-line">
          <Story />
        </div>
      </Card>
    ),
  ],
};
