import type { Meta, StoryObj } from "@storybook/react-vite";
import { History, Megaphone, Settings, Users } from "lucide-react";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { Tabs, type TabItem, type TabLinkProps } from "./Tabs";

function Panel({ children }: { readonly children: string }) {
  return (
    <div className="rounded-lg border border-line bg-surface p-4 text-sm text-fg-muted shadow-card">
      {children}
    </div>
  );
}

const ITEMS: readonly TabItem[] = [
  { value: "details", label: "Details", content: <Panel>Name, parent team and metadata.</Panel> },
  {
    value: "members",
    label: "Members",
    count: 12,
    content: <Panel>The twelve fundraisers of this team.</Panel>,
  },
  {
    value: "campaigns",
    label: "Campaigns",
    count: 3,
    content: <Panel>Campaigns this team works on.</Panel>,
  },
  { value: "permissions", label: "Permissions", content: <Panel>What members may do.</Panel> },
  { value: "history", label: "History", content: <Panel>Changes to this team.</Panel> },
];

const meta = {
  title: "Navigation/Tabs",
  component: Tabs,
  args: { "aria-label": "Team sections", items: ITEMS, onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Campaigns 3" }));
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith("campaigns");
    await expect(canvas.getByRole("tabpanel", { name: "Campaigns 3" })).toHaveTextContent(
      "Campaigns this team works on.",
    );
  },
};

export const SecondTabActive: Story = { args: { defaultValue: "members" } };

const WITH_DISABLED: readonly TabItem[] = ITEMS.map((item) =>
  item.value === "permissions" ? { ...item, disabled: true } : item,
);

export const DisabledTab: Story = {
  args: { items: WITH_DISABLED },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("tab", { name: "Permissions" })).toBeDisabled();
  },
};

export const WithIcons: Story = {
  args: {
    items: [
      {
        value: "details",
        label: "Details",
        icon: <Settings size={16} />,
        content: <Panel>Details</Panel>,
      },
      {
        value: "members",
        label: "Members",
        icon: <Users size={16} />,
        count: 12,
        content: <Panel>Members</Panel>,
      },
      {
        value: "campaigns",
        label: "Campaigns",
        icon: <Megaphone size={16} />,
        count: 3,
        content: <Panel>Campaigns</Panel>,
      },
      {
        value: "history",
        label: "History",
        icon: <History size={16} />,
        content: <Panel>History</Panel>,
      },
    ],
  },
};

/** Arrows move (and activate) tabs, skipping disabled ones; Home and End jump to the ends. */
export const KeyboardNavigation: Story = {
  args: { items: WITH_DISABLED },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("tab", { name: "Details" })).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "History" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{Home}");
    await userEvent.keyboard("{End}");
    await expect(args.onValueChange).toHaveBeenLastCalledWith("history");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent("Campaigns this team works on.");
  },
};

/** Controlled: a click is reported, and the tab changes only when `value` does. */
export const Controlled: Story = {
  args: { value: "members" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Details" }));
    await expect(args.onValueChange).toHaveBeenCalledWith("details");
    await expect(canvas.getByRole("tab", { name: "Members 12" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};

const LINK_ITEMS: readonly TabItem[] = [
  { value: "details", label: "Details", href: "#/team/7/details" },
  { value: "members", label: "Members", count: 12, href: "#/team/7/members" },
  { value: "campaigns", label: "Campaigns", count: 3, href: "#/team/7/campaigns" },
  { value: "history", label: "History", href: "#/team/7/history", disabled: true },
];

/** A stand-in for the console's router: the path decides the tab, links change the path. */
function RoutedTabs() {
  const [path, setPath] = useState("#/team/7/details");
  const active = LINK_ITEMS.find((item) => item.href === path)?.value ?? "details";
  return (
    <Tabs
      aria-label="Team sections"
      items={LINK_ITEMS}
      value={active}
      renderLink={({ href, children }: TabLinkProps) => (
        <a
          href={href}
          onClick={(event) => {
            event.preventDefault();
            setPath(href);
          }}
        >
          {children}
        </a>
      )}
    >
      <Panel>{`Sub-page rendered by the router for ${path}`}</Panel>
    </Tabs>
  );
}

/** Link mode: each tab is the router's link; arrows only move focus, Enter follows. */
export const LinkMode: Story = {
  render: () => <RoutedTabs />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const members = canvas.getByRole("tab", { name: "Members 12" });
    await expect(members.tagName).toBe("A");
    canvas.getByRole("tab", { name: "Details" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(members).toHaveFocus();
    await expect(members).toHaveAttribute("aria-selected", "false");
    await userEvent.keyboard("{Enter}");
    await expect(members).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: "Members 12" })).toHaveTextContent(
      "#/team/7/members",
    );
  },
};

/** More tabs than room: the list scrolls sideways. */
export const Overflowing: Story = {
  decorators: [
    (Story) => (
      <div className="w-96">
        <Story />
      </div>
    ),
  ],
  args: {
    items: [
      ...ITEMS,
      { value: "exclusions", label: "Exclusions", count: 48, content: <Panel>Exclusions</Panel> },
      { value: "metadata", label: "Metadata", content: <Panel>Metadata</Panel> },
    ],
  },
};
