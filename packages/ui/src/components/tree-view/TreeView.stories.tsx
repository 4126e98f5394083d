import type { Decorator, Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { TreeView } from "./TreeView";
import { LONG_ITEMS, TEAM_ITEMS } from "./tree-view.fixtures";

/** A bordered panel, standing in for the page's card. */
const panel: Decorator = (Story) => (
  <div className="max-w-3xl rounded-lg border border-line bg-surface p-4">
    <Story />
  </div>
);

const meta = {
  title: "People/TreeView",
  component: TreeView,
  decorators: [panel],
  args: {
    items: TEAM_ITEMS,
    getHref: (item) => `/team/${item.id}`,
    onOpen: fn(),
    onMoveRequest: fn(),
    onMovePick: fn(),
    // The root team has no parent to change.
    canMove: (item) => item.parent !== null,
  },
  argTypes: {
    items: { control: false },
    getHref: { control: false },
    canMove: { control: false },
    toolbar: { control: false },
  },
} satisfies Meta<typeof TreeView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The roots open; arrow keys move, Right opens, Enter opens the team. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole("tree", { name: "Team hierarchy" });
    await expect(within(tree).getAllByRole("treeitem")).toHaveLength(4);
    await userEvent.click(canvas.getByRole("button", { name: "Expand all" }));
    await expect(within(tree).getAllByRole("treeitem")).toHaveLength(7);
    await userEvent.click(canvas.getByRole("button", { name: "Collapse all" }));
    await userEvent.click(canvas.getByRole("button", { name: "Expand all" }));
    const root = within(tree).getByRole("treeitem", { name: /^Canvass HQ / });
    root.focus();
    await userEvent.keyboard("{ArrowDown}{Enter}");
    await expect(args.onOpen).toHaveBeenCalledWith("eu");
    await userEvent.keyboard("{Tab}{Enter}");
    await expect(args.onMovePick).toHaveBeenCalledWith("eu");
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A search marks the matches and opens the way to them; other branches are hidden. */
export const Searching: Story = {
  args: { search: "mont" },
  play: async ({ canvasElement }) => {
    const tree = within(canvasElement).getByRole("tree");
    await expect(
      within(tree)
        .getAllByRole("treeitem")
        .map((item) => item.getAttribute("data-id")),
    ).toEqual(["root", "na", "mtl"]);
    await expect(tree.querySelector("mark")?.textContent).toBe("Mont");
  },
};

/** A search that finds nothing. */
export const NoMatches: Story = {
  args: { search: "Tokyo" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", { name: "No team matches “Tokyo”" }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("heading", { name: "No teams" })).toBeVisible();
  },
};

/** The first load: no items yet. */
export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading the teams…");
  },
};

/** Long titles truncate; a deep chain indents. */
export const LongNames: Story = {
  args: { items: LONG_ITEMS, defaultExpanded: "all" },
};

/** Every node open and a search on, in the dark theme (the root has no move action). */
export const Dark: Story = {
  globals: { theme: "dark" },
  args: { defaultExpanded: "all", search: "field" },
};
