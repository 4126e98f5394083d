import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { SideNav } from "./SideNav";
import { SideNavHarness } from "./SideNavHarness";
import { CREATE_LINKS, LONG_ITEMS, MENU_ITEMS, SHORTCUTS } from "./side-nav.fixtures";

const Brand = () => (
  <span className="flex items-center gap-2 text-base font-semibold text-fg">
    <span aria-hidden="true" className="size-7 rounded-md bg-primary" />
    Canvass
  </span>
);

const meta = {
  title: "Navigation/SideNav",
  component: SideNav,
  args: {
    items: MENU_ITEMS,
    createLinks: CREATE_LINKS,
    header: <Brand />,
    currentPath: "/dashboard",
    // Links stay on the story when clicked.
    renderLink: ({ children, href, ...props }) => (
      <a
        {...props}
        href={href}
        onClick={(event) => {
          event.preventDefault();
        }}
      >
        {children}
      </a>
    ),
    onToggle: fn(),
    onItemToggle: fn(),
    onHoverEnter: fn(),
    onHoverLeave: fn(),
    onEditStart: fn(),
    onEditCancel: fn(),
    onEditSave: fn(),
    onEditReset: fn(),
    onDrop: fn(),
    onOrderChange: fn(),
  },
  argTypes: {
    mode: { control: "inline-radio", options: ["open", "closed", "editing"] },
    items: { control: false },
    order: { control: false },
    createLinks: { control: false },
    shortcuts: { control: false },
    header: { control: false },
    renderLink: { control: false },
  },
  decorators: [
    (Story) => (
      <div className="flex h-[600px]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const navOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole("navigation", { name: "Main" });

/** Open, groups closed: a click opens one (uncontrolled open groups). */
export const Expanded: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(nav.getByRole("button", { name: "Campaigns" }));
    await expect(args.onItemToggle).toHaveBeenCalledWith("campaigns");
    await expect(nav.getByRole("link", { name: "Check-ins" })).toBeVisible();
  },
};

/** The icon rail. */
export const Collapsed: Story = {
  args: { mode: "closed" },
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    await userEvent.click(nav.getByRole("button", { name: "Expand menu" }));
    await expect(args.onToggle).toHaveBeenCalledOnce();
  },
};

/** Collapsed, with the floating list of a group shown (as while hovered). */
export const CollapsedFlyout: Story = {
  args: { mode: "closed", flyout: "campaigns", currentPath: "/chats" },
  play: async () => {
    const flyout = await screen.findByRole("group", { name: "Campaigns" });
    await expect(within(flyout).getByRole("link", { name: "Chats" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  },
};

/**
 * Collapsed and uncontrolled: hovering shows the list, leaving hides it 50 ms later; shortcuts
 * have one too.
 */
export const CollapsedHover: Story = {
  args: { mode: "closed", shortcuts: SHORTCUTS },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await userEvent.hover(nav.getByRole("button", { name: "User management" }));
    await expect(await screen.findByRole("group", { name: "User management" })).toBeVisible();
    await userEvent.unhover(nav.getByRole("button", { name: "User management" }));
    await waitFor(async () => {
      await expect(screen.queryByRole("group", { name: "User management" })).toBeNull();
    });
    await userEvent.hover(nav.getByRole("button", { name: "Spring appeal 2025" }));
    await expect(await screen.findByRole("group", { name: /Spring appeal 2025/ })).toBeVisible();
    // Straight on to another item: its list replaces the first at once.
    await userEvent.hover(nav.getByRole("button", { name: "Imports and exports" }));
    await expect(await screen.findByRole("group", { name: "Imports and exports" })).toBeVisible();
    await expect(screen.queryByRole("group", { name: /Spring appeal 2025/ })).toBeNull();
  },
};

/** The group holding the current page stays open; its link is the current page. */
export const CurrentPageInGroup: Story = {
  args: { currentPath: "/subs/ear/52" },
  play: async ({ canvasElement, args }) => {
    const nav = within(navOf(canvasElement));
    const group = nav.getByRole("button", { name: "Submissions" });
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Digital ear" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await userEvent.click(group);
    await expect(group).toHaveAttribute("aria-expanded", "true");
    await expect(args.onItemToggle).not.toHaveBeenCalled();
  },
};

/** Last-edited campaign, team and user, one of them opened. */
export const Shortcuts: Story = {
  args: { shortcuts: SHORTCUTS, createLinks: [] },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await userEvent.click(nav.getByRole("button", { name: /North region canvassers/ }));
    await expect(nav.getByRole("link", { name: "Members" })).toHaveAttribute(
      "href",
      "/team/77/users",
    );
  },
};

/** A shortcut is hidden while the address is one of its links. */
export const ShortcutOfCurrentPage: Story = {
  args: { shortcuts: SHORTCUTS, createLinks: [], currentPath: "/campaign/481/teams" },
  play: async ({ canvasElement }) => {
    const nav = within(navOf(canvasElement));
    await expect(nav.queryByRole("button", { name: /Spring appeal 2025/ })).toBeNull();
    await expect(nav.getByRole("button", { name: /Jordan Alvarez/ })).toBeVisible();
  },
};

export const LongLabels: Story = {
  args: { items: LONG_ITEMS, currentPath: "/gfmp-batch", createLinks: [] },
};

/** Edit mode: every entry movable, with save, reset and cancel. */
export const Editing: Story = {
  args: { mode: "editing" },
  render: (args) => <SideNavHarness {...args} initialMode="editing" />,
};

/**
 * Focus a row and press Space, once dnd-kit's live region is there (its listeners are set up
 * in effects, which a play function may outrun).
 */
async function pickUp(row: HTMLElement) {
  await waitFor(async () => {
    await expect(screen.getByRole("status")).toBeInTheDocument();
  });
  row.focus();
  await userEvent.keyboard(" ");
}

/**
 * Mid-drag with the keyboard: Lookup picked up and moved into User management. The drag stays
 * under way, and dnd-kit's keyboard sensor keeps listening on the document after the story
 * unmounts, so the visual test shows this story in a document of its own (`visual-own-document`).
 */
export const EditingMidDrag: Story = {
  tags: ["visual-own-document"],
  args: { mode: "editing" },
  render: (args) => <SideNavHarness {...args} initialMode="editing" />,
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole("list", { name: "Menu entries" });
    await pickUp(within(list).getByRole("button", { name: "Lookup, in Submissions" }));
    const status = () => screen.getByRole("status");
    await waitFor(async () => {
      await expect(status()).toHaveTextContent("Picked up Lookup");
    });
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(async () => {
      await expect(status()).toHaveTextContent("Lookup moved in Submissions, position 4 of 4.");
    });
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(async () => {
      await expect(status()).toHaveTextContent("Lookup moved in User management, position 1 of 6.");
    });
  },
};

/** Keyboard reordering, dropped: the drop is emitted and the draft follows it. */
export const EditingKeyboardDrop: Story = {
  args: { mode: "editing" },
  render: (args) => <SideNavHarness {...args} initialMode="editing" />,
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole("list", { name: "Menu entries" });
    await pickUp(within(list).getByRole("button", { name: "User management" }));
    await waitFor(async () => {
      await expect(screen.getByRole("status")).toHaveTextContent("Picked up User management");
    });
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(async () => {
      await expect(screen.getByRole("status")).toHaveTextContent("position 2 of 8");
    });
    await userEvent.keyboard(" ");
    await waitFor(async () => {
      await expect(args.onDrop).toHaveBeenCalledWith({ id: "users", parent: null, index: 1 });
    });
  },
};

export const Saving: Story = {
  args: { mode: "editing", saving: true },
};

export const SaveFailed: Story = {
  args: { mode: "editing", error: "Request failed with status 500" },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "The menu order could not be saved.",
    );
  },
};

/** Wired like the console wires the menu machine: collapse, edit, save. */
export const Interactive: Story = {
  args: { shortcuts: SHORTCUTS },
  render: (args) => <SideNavHarness {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Collapse menu" }));
    await userEvent.click(canvas.getByRole("button", { name: "Expand menu" }));
    await userEvent.click(canvas.getByRole("button", { name: "Arrange menu" }));
    await expect(canvas.getByRole("list", { name: "Menu entries" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await expect(args.onEditSave).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("button", { name: "Arrange menu" })).toBeVisible();
  },
};

export const Dark: Story = {
  args: { currentPath: "/teams", shortcuts: SHORTCUTS },
  globals: { theme: "dark" },
};
