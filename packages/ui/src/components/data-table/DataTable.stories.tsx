import { LARGE_PAGE_SIZE_OPTIONS } from "@canvass/sdk/settings";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { Archive, Download } from "lucide-react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/Button";
import { Pagination } from "../pagination/Pagination";
import { DataTable } from "./DataTable";
import { campaignColumns, campaignRows, type CampaignRow } from "./data-table.fixtures";

/** DataTable instantiated for the sample rows, so the stories' args are typed. */
const CampaignTable = DataTable<CampaignRow>;
const rows = campaignRows(10);
const thousand = campaignRows(1000);

const meta = {
  title: "Data/DataTable",
  component: CampaignTable,
  args: {
    data: rows,
    columns: campaignColumns,
    getRowId: (row) => row.id,
    getRowLabel: (row) => row.name,
    label: "Campaigns",
    onSortingChange: fn(),
    onColumnVisibilityChange: fn(),
    onRowSelectionChange: fn(),
  },
} satisfies Meta<typeof CampaignTable>;

export default meta;

/** The column menu's code loads on its first open (decision 0027): slow on a busy CI machine. */
const MENU_LOADED = { timeout: 15_000 };
type Story = StoryObj<typeof meta>;

/** Ten campaigns with the pager the console composes under the table. */
export const Default: Story = {
  args: {
    footer: (
      <Pagination
        page={1}
        pageSize={50}
        totalCount={10}
        onPageChange={fn()}
        onPageSizeChange={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Campaigns" });
    // Virtual rows appear once the scroller has been measured.
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(11));
    await expect(within(table).getByRole("columnheader", { name: "Campaign" })).toHaveAttribute(
      "aria-sort",
      "none",
    );
  },
};

/** Sorted by amount raised, largest first; a click on "Campaign" sorts by name instead. */
export const Sorted: Story = {
  args: { defaultSorting: [{ id: "raised", desc: true }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("columnheader", { name: "Raised" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Campaign" }));
    await expect(args.onSortingChange).toHaveBeenCalledWith([{ id: "name", desc: false }]);
    await expect(canvas.getByRole("columnheader", { name: "Campaign" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Raised" }));
    await userEvent.click(canvas.getByRole("button", { name: "Raised" }));
  },
};

/** Client and start date hidden; the column menu is open and lists every column. */
export const HiddenColumns: Story = {
  args: { defaultColumnVisibility: { client: false, start: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("columnheader", { name: "Client" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Columns" }));
    const menu = await within(document.body).findByRole("menu", undefined, MENU_LOADED);
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "Client" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
    await expect(within(menu).getByRole("menuitemcheckbox", { name: "Campaign" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
  },
};

/** The column menu with move buttons: the order is the caller's (saved in preferences on /subs). */
export const ColumnOrder: Story = {
  args: {
    columnOrder: ["status", "name", "client", "raised", "donors", "start"],
    onColumnOrderChange: fn(),
    defaultColumnVisibility: { start: false },
    defaultColumnMenuOpen: true,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = canvas.getAllByRole("columnheader").map((cell) => cell.textContent);
    await expect(headers.slice(0, 2)).toEqual(["Status", "Campaign"]);
    const menu = await within(document.body).findByRole("menu", undefined, MENU_LOADED);
    await expect(within(menu).getByRole("menuitem", { name: "Move Status up" })).toHaveAttribute(
      "data-disabled",
    );
    await userEvent.click(within(menu).getByRole("menuitem", { name: "Move Campaign up" }));
    await expect(args.onColumnOrderChange).toHaveBeenLastCalledWith([
      "name",
      "status",
      "client",
      "raised",
      "donors",
      "start",
    ]);
  },
};

/** Two rows selected: the header box is mixed and the bulk bar replaces the toolbar. */
export const SelectionWithBulkBar: Story = {
  args: {
    enableRowSelection: true,
    defaultRowSelection: { "c-0002": true, "c-0005": true },
    bulkActions: ({ ids }) => (
      <>
        <Button variant="secondary" size="sm" icon={<Download size={14} />}>
          Export {ids.length}
        </Button>
        <Button variant="secondary" size="sm" icon={<Archive size={14} />}>
          Archive
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole("checkbox", { name: "Select all rows on this page" });
    await expect(all).toHaveProperty("indeterminate", true);
    await expect(canvas.getByRole("status")).toHaveTextContent("2 selected");
    await userEvent.click(canvas.getByRole("checkbox", { name: "Select Clean water" }));
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({
      "c-0002": true,
      "c-0005": true,
      "c-0003": true,
    });
    await expect(canvas.getByRole("status")).toHaveTextContent("3 selected");
  },
};

/** First load: skeleton rows under the real header. */
export const Loading: Story = {
  args: { data: [], loading: true, enableRowSelection: true },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Campaigns" });
    await expect(table).toHaveAttribute("aria-busy", "true");
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent("Loading…");
  },
};

/** Rows already shown while the next page or order loads: a veil with a spinner. */
export const Reloading: Story = { args: { loading: true } };

/** No rows match: a message and a call to action. */
export const Empty: Story = {
  args: {
    data: [],
    emptyAction: (
      <Button variant="secondary" size="sm">
        Clear filters
      </Button>
    ),
  },
};

/** The list could not be loaded; "Try again" calls `onRetry`. */
export const ErrorState: Story = {
  name: "Error",
  args: {
    data: [],
    error: "The server did not answer in time.",
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent("The server did not answer in time.");
    await userEvent.click(canvas.getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A page of 1000 rows: only the rows in view are in the DOM; scrolling reaches the last one. */
export const ThousandRowsVirtualised: Story = {
  args: {
    data: thousand,
    maxHeight: 420,
    footer: (
      <Pagination
        page={1}
        pageSize={1000}
        totalCount={23_456}
        pageSizeOptions={LARGE_PAGE_SIZE_OPTIONS}
        onPageChange={fn()}
        onPageSizeChange={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole("table", { name: "Campaigns" });
    await expect(table).toHaveAttribute("aria-rowcount", "1001");
    await waitFor(() => expect(within(table).getByText("Spring appeal")).toBeVisible());
    const rendered = within(table).getAllByRole("row").length;
    await expect(rendered).toBeLessThan(40);
    const scroller = canvasElement.querySelector<HTMLElement>("[data-slot='scroll-area']");
    if (!scroller) throw new Error("no scroll area");
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(table).getByText("School meals 84")).toBeVisible());
    scroller.scrollTop = 0;
    await waitFor(() => expect(within(table).getByText("Spring appeal")).toBeVisible());
    await waitFor(() => expect(scroller.scrollTop).toBe(0));
  },
};

/** Clickable rows: click or Enter opens the campaign. */
export const RowClick: Story = {
  args: { onRowClick: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText("Winter warmth"));
    await expect(args.onRowClick).toHaveBeenCalledWith(rows[1]);
  },
};

/** Selection, sorting and the pager in the dark theme. */
export const Dark: Story = {
  globals: { theme: "dark" },
  args: {
    enableRowSelection: true,
    defaultRowSelection: { "c-0001": true },
    defaultSorting: [{ id: "donors", desc: true }],
    footer: (
      <Pagination
        page={2}
        pageSize={25}
        totalCount={1234}
        onPageChange={fn()}
        onPageSizeChange={fn()}
      />
    ),
  },
};
