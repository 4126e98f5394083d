import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentProps } from "react";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { DataTable } from "./DataTable";
import { campaignColumns, campaignRows, type CampaignRow } from "./data-table.fixtures";

const rows = campaignRows(6);

function renderTable(props: Partial<ComponentProps<typeof DataTable<CampaignRow>>> = {}) {
  return render(
    <DataTable<CampaignRow>
      data={rows}
      columns={campaignColumns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      label="Campaigns"
      {...props}
    />,
  );
}

/** The text of the first cell after the checkbox column, row by row. */
function firstColumn(column = 0): string[] {
  const table = screen.getByRole("table", { name: "Campaigns" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => row.querySelectorAll("td")[column]?.textContent ?? "");
}

/** Opens the column menu with one `press` on the "Columns" button and returns it (decision 0075). */
async function openColumnMenu(
  press: (trigger: HTMLElement) => Promise<void>,
): Promise<HTMLElement> {
  expect(screen.queryByRole("menu")).toBeNull();
  await press(screen.getByRole("button", { name: "Columns" }));
  return await screen.findByRole("menu", {}, { timeout: 10_000 });
}

function header(name: string): HTMLElement {
  return screen.getByRole("columnheader", { name });
}

function checkbox(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>("checkbox", { name });
}

describe("DataTable sorting", () => {
  it("cycles a column through ascending, descending and unsorted on clicks, with aria-sort", async () => {
    const onSortingChange = vi.fn();
    renderTable({ onSortingChange });
    expect(header("Campaign").getAttribute("aria-sort")).toBe("none");
    expect(header("Start").getAttribute("aria-sort")).toBeNull();

    await userEvent.click(screen.getByRole("button", { name: "Campaign" }));
    expect(header("Campaign").getAttribute("aria-sort")).toBe("ascending");
    expect(firstColumn()).toEqual([...rows.map((row) => row.name)].sort());
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: "name", desc: false }]);

    await userEvent.click(screen.getByRole("button", { name: "Campaign" }));
    expect(header("Campaign").getAttribute("aria-sort")).toBe("descending");
    expect(firstColumn()).toEqual([...rows.map((row) => row.name)].sort().reverse());

    await userEvent.click(screen.getByRole("button", { name: "Campaign" }));
    expect(header("Campaign").getAttribute("aria-sort")).toBe("none");
    expect(firstColumn()).toEqual(rows.map((row) => row.name));
    expect(onSortingChange).toHaveBeenLastCalledWith([]);
  });

  it("sorts from the keyboard (Enter and Space on the header button), one column at a time", async () => {
    renderTable();
    const raised = screen.getByRole("button", { name: "Raised" });
    raised.focus();
    await userEvent.keyboard("{Enter}");
    // Numbers start with the largest first (TanStack's default for numeric columns).
    expect(header("Raised").getAttribute("aria-sort")).toBe("descending");
    const amounts = [...rows].sort((a, b) => b.raised - a.raised).map((row) => row.name);
    expect(firstColumn()).toEqual(amounts);
    await userEvent.keyboard(" ");
    expect(header("Raised").getAttribute("aria-sort")).toBe("ascending");

    await userEvent.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe("Donors");
    await userEvent.keyboard("{Enter}");
    expect(header("Donors").getAttribute("aria-sort")).toBe("descending");
    expect(header("Raised").getAttribute("aria-sort")).toBe("none");
    expect(await axeViolations()).toEqual([]);
  });

  it("with manualSorting reports the order and keeps the rows as given (the server sorts)", async () => {
    const onSortingChange = vi.fn();
    const { rerender } = renderTable({ manualSorting: true, sorting: [], onSortingChange });
    await userEvent.click(screen.getByRole("button", { name: "Campaign" }));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: "name", desc: false }]);
    // Controlled: nothing changes until the caller passes the new order back.
    expect(header("Campaign").getAttribute("aria-sort")).toBe("none");
    rerender(
      <DataTable<CampaignRow>
        data={rows}
        columns={campaignColumns}
        label="Campaigns"
        manualSorting
        sorting={[{ id: "name", desc: false }]}
        onSortingChange={onSortingChange}
      />,
    );
    expect(header("Campaign").getAttribute("aria-sort")).toBe("ascending");
    expect(firstColumn()).toEqual(rows.map((row) => row.name));
  });
});

describe("DataTable column visibility", () => {
  it("hides and shows columns from the menu, which stays open, and reports the visibility", async () => {
    const onColumnVisibilityChange = vi.fn();
    renderTable({ onColumnVisibilityChange });
    const menu = await openColumnMenu(async (trigger) => {
      trigger.focus();
      await userEvent.keyboard("{Enter}");
    });
    const client = within(menu).getByRole("menuitemcheckbox", { name: "Client" });
    expect(client.getAttribute("aria-checked")).toBe("true");
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(client);
    expect(screen.queryByRole("columnheader", { name: "Client" })).toBeNull();
    expect(onColumnVisibilityChange).toHaveBeenLastCalledWith({ client: false });
    expect(screen.getByRole("menu")).toBe(menu);
    expect(client.getAttribute("aria-checked")).toBe("false");

    await userEvent.click(client);
    expect(header("Client")).toBeTruthy();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("starts from defaultColumnVisibility and never hides the last visible column", async () => {
    renderTable({
      defaultColumnVisibility: {
        client: false,
        status: false,
        donors: false,
        raised: false,
        start: false,
      },
    });
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Campaign",
    ]);
    const menu = await openColumnMenu((trigger) => userEvent.click(trigger));
    const campaign = await within(menu).findByRole("menuitemcheckbox", { name: "Campaign" });
    expect(campaign.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(campaign, { pointerEventsCheck: 0 });
    expect(header("Campaign")).toBeTruthy();
  });
  it("can start with the menu open, and names its button from the labels", async () => {
    renderTable({
      defaultColumnMenuOpen: true,
      labels: { columns: "Colonnes", columnsMenuTitle: "Afficher les colonnes" },
    });
    expect(screen.getByRole("button", { name: "Colonnes" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByText("Afficher les colonnes")).toBeTruthy();
    expect(within(menu).getAllByRole("menuitemcheckbox")).toHaveLength(6);
  });

  it("has no column menu when columnMenu is off", () => {
    renderTable({ columnMenu: false });
    expect(screen.queryByRole("button", { name: "Columns" })).toBeNull();
  });
});

describe("DataTable selection", () => {
  it("select-all is mixed with some rows, selects the page, then clears it", async () => {
    const onRowSelectionChange = vi.fn();
    renderTable({ enableRowSelection: true, onRowSelectionChange });
    const all = checkbox("Select all rows on this page");
    expect([all.checked, all.indeterminate]).toEqual([false, false]);

    await userEvent.click(checkbox("Select Winter warmth"));
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ "c-0002": true });
    expect([all.checked, all.indeterminate]).toEqual([false, true]);
    expect(screen.getByRole("row", { name: /Winter warmth/ }).dataset.state).toBe("selected");

    await userEvent.click(all);
    expect([all.checked, all.indeterminate]).toEqual([true, false]);
    expect(onRowSelectionChange).toHaveBeenLastCalledWith(
      Object.fromEntries(rows.map((row) => [row.id, true])),
    );
    expect(screen.getByRole("status").textContent).toBe("6 selected");

    await userEvent.click(all);
    expect([all.checked, all.indeterminate]).toEqual([false, false]);
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({});
    expect(await axeViolations()).toEqual([]);
  });

  it("puts the select-all box over the rows' boxes", () => {
    renderTable({ enableRowSelection: true });
    const centre = (box: HTMLElement) => {
      const { left, width } = box.getBoundingClientRect();
      return left + width / 2;
    };
    const all = centre(checkbox("Select all rows on this page"));
    expect(Math.abs(all - centre(checkbox("Select Winter warmth")))).toBeLessThan(0.5);
  });

  it("draws the tick only in a ticked box and the dash only in a mixed one (a clear box is bare)", async () => {
    renderTable({ enableRowSelection: true });
    /** The drawn marks of a box: the icons in the DOM that the page shows. */
    const marks = (box: HTMLInputElement) =>
      [...(box.closest("[data-slot=selection-checkbox]")?.querySelectorAll("svg") ?? [])].filter(
        (icon) => getComputedStyle(icon).display !== "none",
      ).length;
    const icons = (box: HTMLInputElement) =>
      box.closest("[data-slot=selection-checkbox]")?.querySelectorAll("svg").length;
    const all = checkbox("Select all rows on this page");
    const winter = checkbox("Select Winter warmth");
    expect([icons(all), icons(winter)]).toEqual([0, 0]);

    await userEvent.click(winter);
    expect([icons(winter), marks(winter)]).toEqual([1, 1]);
    expect([icons(all), marks(all)]).toEqual([1, 1]);
    expect(icons(checkbox("Select Spring appeal"))).toBe(0);

    await userEvent.click(winter);
    expect([icons(all), icons(winter)]).toEqual([0, 0]);
  });

  it("keeps rows selected on other pages when the page is toggled", async () => {
    const onRowSelectionChange = vi.fn();
    renderTable({
      enableRowSelection: true,
      defaultRowSelection: { "c-0999": true },
      onRowSelectionChange,
    });
    const all = checkbox("Select all rows on this page");
    expect(all.indeterminate).toBe(false);
    await userEvent.click(all);
    await userEvent.click(all);
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ "c-0999": true });
    expect(screen.getByRole("status").textContent).toBe("1 selected");
  });

  it("shows the bulk bar with the count and the caller's actions, and clears the selection", async () => {
    const bulkActions = vi.fn(({ rows: selected }: { rows: readonly CampaignRow[] }) => (
      <button type="button">Archive {selected.length}</button>
    ));
    renderTable({
      enableRowSelection: true,
      toolbar: <span>Filters</span>,
      bulkActions,
      defaultRowSelection: { "c-0001": true, "c-0003": true, "c-0999": true },
    });
    expect(screen.queryByText("Filters")).toBeNull();
    expect(screen.getByRole("button", { name: "Archive 2" })).toBeTruthy();
    expect(bulkActions.mock.lastCall?.[0]).toMatchObject({ ids: ["c-0001", "c-0003", "c-0999"] });
    expect(screen.getByRole("status").textContent).toBe("3 selected");

    await userEvent.click(screen.getByRole("button", { name: "Clear selection" }));
    expect(screen.getByText("Filters")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Archive 0" })).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("lets a predicate decide which rows can be selected", async () => {
    renderTable({ enableRowSelection: (row) => row.status !== "Ended" });
    const ended = rows.find((row) => row.status === "Ended");
    if (!ended) throw new Error("fixture has no ended campaign");
    expect(checkbox(`Select ${ended.name}`).disabled).toBe(true);
    await userEvent.click(checkbox("Select all rows on this page"));
    expect(checkbox("Select all rows on this page").checked).toBe(true);
    expect(checkbox(`Select ${ended.name}`).checked).toBe(false);
  });
});

describe("DataTable states", () => {
  it("on a first load shows skeleton rows, marks the table busy and announces loading", async () => {
    renderTable({ data: [], loading: true });
    const table = screen.getByRole("table", { name: "Campaigns" });
    expect(table.getAttribute("aria-busy")).toBe("true");
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect(table.querySelectorAll("[data-slot='skeleton-row']")).toHaveLength(8);
    // The skeleton is hidden from assistive technology: only the header row is a row.
    expect(within(table).getAllByRole("row")).toHaveLength(1);
    expect(screen.queryByText("No results")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("while reloading keeps the rows under a veil that takes the pointer", () => {
    renderTable({ loading: true, onRowClick: vi.fn() });
    expect(within(screen.getByRole("table")).getAllByRole("row")).toHaveLength(rows.length + 1);
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    const veil = document.querySelector("[data-slot='loading-overlay']");
    expect(veil?.getAttribute("aria-hidden")).toBe("true");
    const cell = screen.getByText("Clean water").getBoundingClientRect();
    const hit = document.elementFromPoint(cell.left + 4, cell.top + cell.height / 2);
    expect(veil?.contains(hit ?? null)).toBe(true);
  });

  it("with no rows says so with the given labels and action", async () => {
    renderTable({
      data: [],
      labels: { emptyTitle: "Aucun résultat", emptyDescription: "Rien ne correspond aux filtres." },
      emptyAction: <button type="button">Effacer les filtres</button>,
    });
    expect(screen.getByText("Aucun résultat")).toBeTruthy();
    expect(screen.getByText("Rien ne correspond aux filtres.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Effacer les filtres" })).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it("on an error shows an alert in place of the rows and retries on request", async () => {
    const onRetry = vi.fn();
    const { rerender } = renderTable({ error: true, onRetry });
    expect(screen.getByRole("alert").textContent).toContain("Check your connection and try again.");
    expect(screen.queryByText("Spring appeal")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(await axeViolations()).toEqual([]);

    rerender(
      <DataTable data={rows} columns={campaignColumns} error="Timed out." label="Campaigns" />,
    );
    expect(screen.getByRole("alert").textContent).toContain("Timed out.");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });
});

describe("DataTable virtual rows", () => {
  const thousand = campaignRows(1000);

  it("keeps only a window of 1000 rows in the DOM, and scrolling to the bottom shows the last", async () => {
    renderTable({ data: thousand, maxHeight: 440 });
    const table = screen.getByRole("table", { name: "Campaigns" });
    await waitFor(() => {
      expect(within(table).getAllByRole("row").length).toBeGreaterThan(5);
    });
    expect(table.getAttribute("aria-rowcount")).toBe("1001");
    const rendered = within(table).getAllByRole("row").length;
    expect(rendered).toBeLessThan(40);
    expect(table.querySelectorAll("*").length).toBeLessThan(500);

    const scroller = table.parentElement;
    if (!scroller) throw new Error("no scroll area");
    // Every row is there in height: the scroll height is the whole list plus the header.
    expect(scroller.scrollHeight).toBeGreaterThanOrEqual(1000 * 44);
    scroller.scrollTop = scroller.scrollHeight;
    fireEvent.scroll(scroller);
    const last = await screen.findByRole("row", { name: /School meals 84/ });
    expect(last.getAttribute("aria-rowindex")).toBe("1001");
    expect(screen.queryByText("Spring appeal")).toBeNull();
    expect(within(table).getAllByRole("row").length).toBeLessThan(40);
    // The header stays at the top of the scrolled area.
    const headerRow = screen.getByRole("columnheader", { name: "Campaign" }).closest("tr");
    const headerTop = headerRow?.getBoundingClientRect().top ?? Number.NaN;
    expect(Math.abs(headerTop - scroller.getBoundingClientRect().top)).toBeLessThanOrEqual(1);
    const lastBottom = last.getBoundingClientRect().bottom;
    expect(lastBottom).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom + 1);
  });

  it("draws every row at the fixed height it is given", async () => {
    renderTable({ rowHeight: 36 });
    const row = await screen.findByRole("row", { name: /Spring appeal/ });
    expect(row.getBoundingClientRect().height).toBe(36);
  });

  it("scrolls back to the top when another page of rows arrives", async () => {
    const { rerender } = renderTable({ data: thousand, maxHeight: 440 });
    const scroller = screen.getByRole("table").parentElement;
    if (!scroller) throw new Error("no scroll area");
    scroller.scrollTop = 5000;
    fireEvent.scroll(scroller);
    rerender(
      <DataTable
        data={campaignRows(1000).reverse()}
        columns={campaignColumns}
        label="Campaigns"
        maxHeight={440}
      />,
    );
    await waitFor(() => {
      expect(scroller.scrollTop).toBe(0);
    });
    expect(await screen.findByText("School meals 84")).toBeTruthy();
  });
});

describe("DataTable rows as one tab stop (decision 0090)", () => {
  const thousand = campaignRows(1000);

  function scrollArea(): HTMLElement {
    const scroller = screen.getByRole("table", { name: "Campaigns" }).parentElement;
    if (!scroller) throw new Error("no scroll area");
    return scroller;
  }

  function drawnRows(): HTMLElement[] {
    return Array.from(scrollArea().querySelectorAll<HTMLElement>("tbody tr[data-slot=row]"));
  }

  function rowIndexes(rowsNow: readonly HTMLElement[]): number[] {
    return rowsNow.map((row) => Number(row.getAttribute("aria-rowindex")));
  }

  it("makes the rows one tab stop and keeps the focused row drawn when it is scrolled away", async () => {
    renderTable({ data: thousand, maxHeight: 440, onRowClick: vi.fn() });
    const first = await screen.findByRole("row", { name: /^Spring appeal Red/ });
    const tabbable = () => drawnRows().filter((row) => row.tabIndex === 0);
    expect(tabbable()).toEqual([first]);

    first.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    const focused = document.activeElement;
    expect(focused?.getAttribute("aria-rowindex")).toBe("4");
    expect(tabbable()).toEqual([focused]);

    const scroller = scrollArea();
    scroller.scrollTop = 20_000;
    fireEvent.scroll(scroller);
    await waitFor(() => {
      expect(Math.max(...rowIndexes(drawnRows()))).toBeGreaterThan(400);
    });
    // The focused row is still drawn, still on its element, still itself.
    expect(document.activeElement).toBe(focused);
    expect(focused?.getAttribute("aria-rowindex")).toBe("4");
    expect(focused?.textContent).toContain(thousand[2]?.name);
    expect(drawnRows().filter((row) => row.tabIndex === 0)).toEqual([focused]);
  });

  it("starts a new page's tab stop at its first row", async () => {
    const onRowClick = vi.fn();
    const { rerender } = renderTable({ data: thousand, maxHeight: 440, onRowClick });
    const first = await screen.findByRole("row", { name: /^Spring appeal Red/ });
    first.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}{ArrowDown}");
    expect(document.activeElement?.getAttribute("aria-rowindex")).toBe("5");

    const next = campaignRows(1000).reverse();
    rerender(
      <DataTable
        data={next}
        columns={campaignColumns}
        getRowId={(row) => row.id}
        label="Campaigns"
        maxHeight={440}
        onRowClick={onRowClick}
      />,
    );
    await waitFor(() => {
      const tabbable = drawnRows().filter((row) => row.tabIndex === 0);
      expect(tabbable.map((row) => row.getAttribute("aria-rowindex"))).toEqual(["2"]);
    });
    expect(drawnRows().find((row) => row.tabIndex === 0)?.textContent).toContain(next[0]?.name);
  });
});

describe("DataTable column widths", () => {
  /** Each visible column's left and right edge in `row`, relative to the table. */
  function edges(row: Element): [number, number][] {
    const left = row.closest("table")?.getBoundingClientRect().left ?? 0;
    return Array.from(row.children, (cell) => {
      const box = cell.getBoundingClientRect();
      return [Math.round(box.left - left), Math.round(box.right - left)];
    });
  }

  it("draws the header's and the rows' cells to the same edges, each at least its size", async () => {
    renderTable({ enableRowSelection: true });
    const row = await screen.findByRole("row", { name: /Spring appeal/ });
    const headerRow = header("Campaign").closest("tr");
    if (!headerRow) throw new Error("no header row");
    expect(edges(row)).toEqual(edges(headerRow));
    // Campaign (220 px) and Client (no size: TanStack's 150) grow alike.
    const [, name, client] = edges(row).map(([left, right]) => right - left);
    expect(name).toBeGreaterThanOrEqual(220);
    expect(client).toBeGreaterThanOrEqual(150);
    expect((name ?? 0) / 220).toBeCloseTo((client ?? 0) / 150, 1);
  });

  it("shares the room beyond the sizes in proportion when every column has one", async () => {
    const sizedOnly = campaignColumns.map((column) => ({ ...column, size: column.size ?? 150 }));
    render(
      <div style={{ width: 1740 }}>
        <DataTable data={rows} columns={sizedOnly} label="Campaigns" columnMenu={false} />
      </div>,
    );
    const row = await screen.findByRole("row", { name: /Spring appeal/ });
    const headerRow = header("Campaign").closest("tr");
    if (!headerRow) throw new Error("no header row");
    expect(edges(row)).toEqual(edges(headerRow));
    // 870 px of columns in 1738 px (the frame's border aside): each about twice its size.
    const widths = edges(row).map(([left, right]) => right - left);
    expect(widths[0]).toBeGreaterThan(435);
    expect(widths[0]).toBeLessThan(445);
    expect(widths[2]).toBeGreaterThan(215);
    expect(widths[2]).toBeLessThan(225);
  });
});

describe("DataTable row clicks", () => {
  it("reports clicks and Enter on a row, but not clicks on its checkbox", async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick, enableRowSelection: true });
    await userEvent.click(screen.getByText("Clean water"));
    expect(onRowClick).toHaveBeenCalledWith(rows[2]);

    await userEvent.click(checkbox("Select Night shelter"));
    expect(onRowClick).toHaveBeenCalledTimes(1);

    const row = screen.getByRole("row", { name: /School meals/ });
    row.focus();
    await userEvent.keyboard("{Enter}");
    expect(onRowClick).toHaveBeenLastCalledWith(rows[3]);
    expect(onRowClick).toHaveBeenCalledTimes(2);
  });

  it("leaves rows out of the tab order when they do nothing", () => {
    renderTable();
    expect(screen.getByRole("row", { name: /School meals/ }).getAttribute("tabindex")).toBeNull();
  });
});

describe("DataTable keyboard through rows", () => {
  it("moves the focus with the arrow keys, Home and End, drawing rows it reaches", async () => {
    const onRowClick = vi.fn();
    const thousand = campaignRows(1000);
    renderTable({ data: thousand, maxHeight: 440, onRowClick });
    const first = await screen.findByRole("row", { name: /^Spring appeal Red/ });
    first.focus();
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(document.activeElement?.getAttribute("aria-rowindex")).toBe("4");
    await userEvent.keyboard("{ArrowUp}");
    expect(document.activeElement?.getAttribute("aria-rowindex")).toBe("3");
    await userEvent.keyboard("{End}");
    await waitFor(() => {
      expect(document.activeElement?.getAttribute("aria-rowindex")).toBe("1001");
    });
    await userEvent.keyboard("{Enter}");
    expect(onRowClick).toHaveBeenLastCalledWith(thousand[999]);
    await userEvent.keyboard("{Home}");
    await waitFor(() => {
      expect(document.activeElement?.getAttribute("aria-rowindex")).toBe("2");
    });
    expect(await axeViolations()).toEqual([]);
  });
});

describe("DataTable column order", () => {
  it("moves a column from the menu and reports the new order", async () => {
    const onColumnOrderChange = vi.fn();
    renderTable({ onColumnOrderChange });
    await userEvent.click(screen.getByRole("button", { name: "Columns" }));
    const up = await screen.findByRole("menuitem", { name: "Move Campaign up" });
    expect(up.getAttribute("data-disabled")).not.toBeNull();
    await userEvent.click(screen.getByRole("menuitem", { name: "Move Campaign down" }));
    const order = onColumnOrderChange.mock.lastCall?.[0] as string[];
    expect(order).toEqual(["client", "name", "status", "donors", "raised", "start"]);
    // The menu stays open for the next move.
    expect(screen.getByRole("menu")).toBeTruthy();
  });

  it("draws the columns in the order given", () => {
    renderTable({
      columnOrder: ["start", "raised", "donors", "status", "client", "name"],
      onColumnOrderChange: vi.fn(),
    });
    const headers = screen.getAllByRole("columnheader").map((cell) => cell.textContent);
    expect(headers).toEqual(["Start", "Raised", "Donors", "Status", "Client", "Campaign"]);
  });
});

describe("DataTable rows opened by Enter only", () => {
  it("ignores clicks on a row but opens it with Enter", async () => {
    const onRowClick = vi.fn();
    renderTable({ onRowClick, rowActivation: "enter" });
    await userEvent.click(screen.getByText("Clean water"));
    expect(onRowClick).not.toHaveBeenCalled();
    const row = screen.getByRole("row", { name: /Clean water/ });
    row.focus();
    await userEvent.keyboard("{Enter}");
    expect(onRowClick).toHaveBeenCalledWith(rows[2]);
  });
});
