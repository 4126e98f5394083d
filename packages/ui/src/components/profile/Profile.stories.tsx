import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { Avatar } from "../avatar/Avatar";
import { StatusPill } from "../badge/StatusPill";
import { Card } from "../card/Card";
import { PageHeader } from "../page-header/PageHeader";
import { FactList } from "./FactList";
import { HistoryList } from "./HistoryList";
import { NavTabs } from "./NavTabs";
import { HISTORY, USER_FACTS } from "./profile.fixtures";

/** The pieces of a profile page: header, facts, history, and tabs that are pages. */
const meta = {
  title: "People/Profile",
  component: FactList,
  args: { facts: USER_FACTS, emptyText: "Not set" },
} satisfies Meta<typeof FactList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Facts: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("West Coast Field")).toBeVisible();
    await expect(canvas.getByText("Not set")).toBeVisible();
  },
};

export const FactsInTwoColumns: Story = { args: { layout: "grid" } };

/** A user's profile as the console composes it. */
export const ProfilePage: Story = {
  render: (args) => (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader
        title="Jane Doe"
        description="jdoe"
        avatar={<Avatar name="Jane Doe" size="lg" presence="online" />}
        meta={<StatusPill tone="success">Active</StatusPill>}
      />
      <NavTabs
        label="Profile sections"
        current="overview"
        tabs={[
          { id: "overview", label: "Overview", href: "#overview" },
          { id: "history", label: "History", href: "#history" },
        ]}
      />
      <Card title="Details">
        <FactList {...args} layout="grid" />
      </Card>
      <Card title="History">
        <HistoryList entries={HISTORY} />
      </Card>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 1, name: "Jane Doe" })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Overview" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(canvas.getAllByRole("listitem").length).toBeGreaterThan(3);
  },
};

export const HistoryEmpty: Story = {
  render: () => <HistoryList entries={[]} labels={{ empty: "No changes recorded yet." }} />,
};

export const HistoryLoading: Story = {
  tags: ["no-visual"],
  render: () => <HistoryList entries={[]} loading />,
};

export const HistoryError: Story = {
  render: () => <HistoryList entries={[]} error onRetry={() => undefined} />,
};
