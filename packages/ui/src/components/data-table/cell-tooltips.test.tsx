import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ColumnDef } from "@tanstack/react-table";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../testing/axe";
import { StatusCell } from "../status-cell/StatusCell";
import { DataTable } from "./DataTable";

interface PaymentRow {
  readonly id: string;
  readonly donor: string;
  readonly reason: string | null;
}

/** 1000 rows; every third payment failed, with its reason. */
const rows: PaymentRow[] = Array.from({ length: 1000 }, (_, index) => ({
  id: `p-${String(index)}`,
  donor: `Donor ${String(index)}`,
  reason: index % 3 === 0 ? `Card expired (${String(index)})` : null,
}));

const columns: ColumnDef<PaymentRow>[] = [
  { accessorKey: "donor", header: "Donor" },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <StatusCell
        label={row.original.reason === null ? "Approved" : "Failed"}
        tone={row.original.reason === null ? "success" : "danger"}
        detail={row.original.reason}
      />
    ),
  },
];

function renderTable() {
  return render(
    <DataTable<PaymentRow>
      data={rows}
      columns={columns}
      getRowId={(row) => row.id}
      label="Payments"
      columnMenu={false}
    />,
  );
}

/** The first of `items` (the test fails without one). */
function first<T>(items: readonly T[]): T {
  const item = items[0];
  if (item === undefined) throw new Error("none found");
  return item;
}

function cells(): HTMLElement {
  return screen.getByRole("table", { name: "Payments" });
}

describe("DataTable cell tooltips (one shared tooltip)", () => {
  it("shows a cell's reason on focus, describing the pill while open, and closes on Escape", async () => {
    renderTable();
    const failed = within(cells()).getAllByRole("button", { name: "Failed" });
    expect(failed.length).toBeGreaterThan(1);
    expect(screen.queryByRole("tooltip")).toBeNull();

    const pill = first(failed);
    // The pill carries its reason for the table's one tooltip: no tooltip root of its own.
    expect(pill.getAttribute("data-cell-tooltip")).toBe("Card expired (0)");
    act(() => {
      pill.focus();
    });
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toBe("Card expired (0)");
    expect(pill.getAttribute("aria-describedby")).toBe(tooltip.id);
    expect(await axeViolations()).toEqual([]);

    await userEvent.keyboard("{Escape}");
    await waitFor(() => {
      expect(screen.queryByRole("tooltip")).toBeNull();
    });
    expect(pill.hasAttribute("aria-describedby")).toBe(false);
  });

  it("is one tooltip for the whole table: hovering another pill moves it there, leaving closes it", async () => {
    renderTable();
    const [first, second] = within(cells()).getAllByRole("button", {
      name: "Failed",
    }) as [HTMLElement, HTMLElement];

    await userEvent.hover(first);
    expect((await screen.findByRole("tooltip")).textContent).toBe("Card expired (0)");
    await userEvent.hover(second);
    await waitFor(() => {
      expect(screen.getByRole("tooltip").textContent).toBe("Card expired (3)");
    });
    expect(screen.getAllByRole("tooltip")).toHaveLength(1);
    expect(second.getAttribute("aria-describedby")).toBe(screen.getByRole("tooltip").id);
    expect(first.hasAttribute("aria-describedby")).toBe(false);

    // Placed 8 px above its pill, over it horizontally.
    const tip = screen.getByRole("tooltip").getBoundingClientRect();
    const target = second.getBoundingClientRect();
    expect(Math.round(target.top - tip.bottom)).toBe(8);
    expect(tip.left).toBeLessThan(target.right);
    expect(tip.right).toBeGreaterThan(target.left);

    await userEvent.unhover(second);
    await waitFor(() => {
      expect(screen.queryByRole("tooltip")).toBeNull();
    });
  });

  it("closes when the rows scroll, and gives plain pills no tooltip", async () => {
    renderTable();
    await userEvent.hover(first(within(cells()).getAllByText("Approved")));
    // Waits past the hover delay: nothing opens for a pill without a reason.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(screen.queryByRole("tooltip")).toBeNull();

    const failed = first(within(cells()).getAllByRole("button", { name: "Failed" }));
    act(() => {
      failed.focus();
    });
    await screen.findByRole("tooltip");
    const scroller = failed.closest<HTMLElement>("[data-slot=scroll-area]");
    if (scroller === null) throw new Error("no scroll area");
    act(() => {
      scroller.scrollTop = 400;
      fireEvent.scroll(scroller);
    });
    await waitFor(() => {
      expect(screen.queryByRole("tooltip")).toBeNull();
    });
  });

  it("outside a table, a status cell keeps its own tooltip", async () => {
    render(<StatusCell label="Failed" tone="danger" detail="Do not honour" />);
    await userEvent.tab();
    const tooltip = await screen.findByRole("tooltip");
    expect(tooltip.textContent).toBe("Do not honour");
    expect(screen.getByRole("button", { name: "Failed" }).hasAttribute("data-cell-tooltip")).toBe(
      false,
    );
  });
});
