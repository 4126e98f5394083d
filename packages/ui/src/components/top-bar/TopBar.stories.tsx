import { viewAllPath } from "@canvass/machines";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { HolidayDecoration } from "../holiday-decoration/HolidayDecoration";
import { MANY_RESULTS } from "../search-popup/search-popup.fixtures";
import { SearchPopup } from "../search-popup/SearchPopup";
import { Frame, StoryActions } from "./top-bar.story-parts";
import { TopBar, type TopBarProps } from "./TopBar";

const atWidth = (width: number) =>
  function AtWidth(args: TopBarProps) {
    return (
      <Frame width={width}>
        <TopBar {...args} />
      </Frame>
    );
  };

const meta = {
  title: "Navigation/TopBar",
  component: TopBar,
  args: {
    actions: <StoryActions />,
    onSearchChange: fn(),
    onSearchSubmit: fn(),
    onMenuToggle: fn(),
    menuOpen: false,
  },
  argTypes: { actions: { control: false }, decoration: { control: false } },
  render: atWidth(960),
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** At 750 px and wider: logo, the search field inline, actions. No menu button. */
export const Wide: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: "Menu" })).toBeNull();
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search" }), "jan{Enter}");
    await expect(args.onSearchChange).toHaveBeenLastCalledWith("jan");
    await expect(args.onSearchSubmit).toHaveBeenCalledWith("jan");
  },
};

export const WithSearchText: Story = { args: { defaultSearchValue: "jane doe" } };

/** The search popup composed under the field, as the console wires it to the search machine. */
export const WithSearchResults: Story = {
  args: {
    defaultSearchValue: "jan",
    renderSearchPopup: (field) => (
      <SearchPopup
        status="results"
        results={MANY_RESULTS}
        viewAllPath={viewAllPath(MANY_RESULTS)}
        onClose={() => undefined}
        onViewAll={() => undefined}
      >
        {field}
      </SearchPopup>
    ),
  },
  render: (args) => (
    <Frame width={960}>
      <div className="min-h-[38rem]">
        <TopBar {...args} />
      </div>
    </Frame>
  ),
  play: async () => {
    await expect(await screen.findByRole("dialog", { name: "Search results" })).toBeVisible();
  },
};

/** Below 750 px: the search folds into a button. */
export const Compact: Story = {
  render: atWidth(640),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("searchbox")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Open search" })).toBeVisible();
  },
};

/** The compact search expanded: the field takes the bar and has focus. */
export const CompactSearchExpanded: Story = {
  args: { defaultSearchValue: "jane" },
  render: atWidth(640),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Open search" }));
    await waitFor(() => expect(canvas.getByRole("searchbox", { name: "Search" })).toHaveFocus());
    await expect(canvas.getByRole("button", { name: "Close search" })).toBeVisible();
  },
};

/** Below 450 px: the menu button toggles the side menu. */
export const Narrow: Story = {
  render: atWidth(400),
  play: async ({ canvasElement, args }) => {
    const menu = within(canvasElement).getByRole("button", { name: "Menu" });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(menu);
    await expect(args.onMenuToggle).toHaveBeenCalledOnce();
    menu.blur();
  },
};

export const NarrowMenuOpen: Story = { args: { menuOpen: true }, render: atWidth(400) };

/** A seasonal decoration beside the logo. */
export const WithHolidayDecoration: Story = {
  args: { decoration: <HolidayDecoration holiday="christmas" size={24} /> },
};

/** The menu button at every width (`menuButton="always"`). */
export const MenuButtonAlways: Story = { args: { menuButton: "always" } };

export const Dark: Story = {
  args: { defaultSearchValue: "winter appeal" },
  globals: { theme: "dark" },
};
