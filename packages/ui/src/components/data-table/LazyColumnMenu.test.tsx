import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { DataTable } from "./DataTable";
import { campaignColumns, campaignRows, type CampaignRow } from "./data-table.fixtures";

// The first test here presses before the menu's code has loaded when this file is the first to
// import it (run alone, or first in the module graph): the press must be kept (decision 0075).
function renderTable() {
  render(
    <DataTable<CampaignRow>
      data={campaignRows(4)}
      columns={campaignColumns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      label="Campaigns"
    />,
  );
  return screen.getByRole("button", { name: "Columns" });
}

function isColumnsButton(element: Element): boolean {
  return element.tagName === "BUTTON" && element.textContent === "Columns";
}

async function expectOneMenuWithFocus(): Promise<HTMLElement> {
  const menu = await screen.findByRole("menu", {}, { timeout: 10_000 });
  expect(screen.getAllByRole("menu")).toHaveLength(1);
  expect(menu.contains(document.activeElement)).toBe(true);
  return menu;
}

describe("LazyColumnMenu: one press opens the menu", () => {
  it("opens on one Enter pressed at once after render, and Escape returns focus to the button", async () => {
    const trigger = renderTable();
    // Every "Columns" button drawn after the press: the pressed one must stay (and keep focus)
    // until the menu's own trigger replaces it once, not be swapped for a loading placeholder.
    const drawn: Element[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element)
            drawn.push(...[node, ...node.querySelectorAll("button")].filter(isColumnsButton));
    });
    observer.observe(document.body, { childList: true, subtree: true });
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    const menu = await expectOneMenuWithFocus();
    observer.disconnect();
    // One swap when this press loaded the code, none when an earlier test had loaded it.
    expect(drawn.length).toBeLessThanOrEqual(1);
    expect(within(menu).getAllByRole("menuitemcheckbox").length).toBeGreaterThan(0);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    const columns = screen.getByRole("button", { name: "Columns" });
    expect(document.activeElement).toBe(columns);
    expect(columns.getAttribute("aria-expanded")).toBe("false");
  });

  it("opens on one pointer click and closes on Escape with focus back on the button", async () => {
    const trigger = renderTable();
    await userEvent.click(trigger);
    await expectOneMenuWithFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Columns" }));
  });
});
