import { viewAllPath } from "@canvass/machines";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { TopBarSearchField } from "../top-bar/TopBarSearchField";
import { MANY_RESULTS, NO_RESULTS, USERS_ONLY } from "./search-popup.fixtures";
import { SearchPopup } from "./SearchPopup";

/** The search field the popup hangs under, as the top bar draws it. */
const anchor = (
  <div className="w-[30rem] max-w-full">
    <TopBarSearchField
      value="jane"
      label="Search"
      placeholder="Search submissions, users, campaigns…"
      onChange={() => undefined}
      onSubmit={() => undefined}
    />
  </div>
);

const meta = {
  title: "Overlays/SearchPopup",
  component: SearchPopup,
  args: {
    status: "results",
    results: MANY_RESULTS,
    viewAllPath: viewAllPath(MANY_RESULTS),
    onClose: fn(),
    onResultClick: fn(),
    onViewAll: fn(),
    children: anchor,
  },
  argTypes: {
    status: { control: "inline-radio", options: ["closed", "loading", "results", "noResults"] },
    children: { control: false },
  },
  // Room below the field for the popup in the docs page.
  render: (args) => (
    <div className="min-h-[36rem]">
      <SearchPopup {...args} />
    </div>
  ),
} satisfies Meta<typeof SearchPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { status: "loading", results: null, viewAllPath: null },
  play: async () => {
    const popup = await screen.findByRole("dialog", { name: "Search results" });
    await expect(within(popup).getByRole("status")).toHaveTextContent("Searching…");
  },
};

/** Every section, with the view-all button for the submissions found. */
export const Results: Story = {
  play: async ({ args }) => {
    const popup = await screen.findByRole("dialog", { name: "Search results" });
    await expect(within(popup).getAllByRole("heading")).toHaveLength(7);
    await expect(within(popup).getByRole("link", { name: /Winter Appeal/ })).toHaveAttribute(
      "href",
      "/campaign/c4d5e6",
    );
    const viewAll = within(popup).getByRole("button", { name: "View all submissions" });
    await userEvent.click(viewAll);
    await expect(args.onViewAll).toHaveBeenCalledWith("/lookup/3fa9c1,7b20de");
    viewAll.blur();
  },
};

/** ArrowDown from the field into the results, arrows between them, Escape back to the field. */
export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("searchbox", { name: "Search" });
    const popup = await screen.findByRole("dialog", { name: "Search results" });
    const links = within(popup).getAllByRole("link");
    await userEvent.click(input);
    await userEvent.keyboard("{ArrowDown}");
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    await expect(links[2]).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(input).toHaveFocus());
  },
};

export const NoResults: Story = {
  args: { status: "noResults", results: NO_RESULTS, viewAllPath: null },
  play: async () => {
    const popup = await screen.findByRole("dialog", { name: "Search results" });
    await expect(within(popup).getByRole("status")).toHaveTextContent("No results");
    await expect(within(popup).getByText("Check the spelling or try another term.")).toBeVisible();
    await expect(within(popup).queryByRole("button")).toBeNull();
  },
};

/** Only users matched: one section, no submissions, so no view-all button. */
export const SingleSection: Story = {
  args: { results: USERS_ONLY, viewAllPath: null },
};

/** Section headings from the console's translations. */
export const Translated: Story = {
  args: {
    labels: {
      title: "Résultats de recherche",
      viewAll: "Voir toutes les soumissions",
      resultCount: (count) => `${String(count)} résultats`,
      sections: {
        accounts: "Soumissions",
        players: "Utilisateurs",
        teams: "Équipes",
        campaigns: "Campagnes",
        exports: "Exportations",
        exportOptions: "Instances",
        customreports: "Rapports",
      },
    },
  },
};

export const Closed: Story = {
  args: { status: "closed", results: null, viewAllPath: null },
  play: async () => {
    await expect(screen.queryByRole("dialog")).toBeNull();
  },
};
