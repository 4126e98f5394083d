import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { VersionList, type VersionListLabels } from "./VersionList";

function itemAt(items: readonly HTMLElement[], index: number): HTMLElement {
  const item = items[index];
  if (item === undefined) throw new Error(`no item ${String(index)}`);
  return item;
}

const labels: VersionListLabels = {
  list: "Versions",
  version: (v) => `Version ${String(v)}`,
  active: "Active",
  activate: "Activate",
  open: "Open",
  delete: "Delete",
  unknownAuthor: "Former user",
};

describe("VersionList", () => {
  it("lists newest first, marks the active one and offers activate/delete only on the others", async () => {
    const onActivate = vi.fn();
    const onDelete = vi.fn();
    const onOpen = vi.fn();
    render(
      <VersionList
        labels={labels}
        current={1}
        onOpen={onOpen}
        onActivate={onActivate}
        onDelete={onDelete}
        versions={[
          { v: 1, subject: "First", created: "1 Nov", active: true, author: "Sam" },
          { v: 2, subject: "Second", created: "2 Nov", active: false, locale: "fr" },
        ]}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Versions" })).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Version 2"),
      expect.stringContaining("Version 1"),
    ]);
    expect(items[1]).toHaveAttribute("aria-current", "true");
    expect(within(itemAt(items, 1)).getByText("Active")).toBeInTheDocument();
    expect(within(itemAt(items, 0)).getByText("Former user · 2 Nov")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Activate Version 1" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete Version 1" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Activate Version 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Delete Version 2" }));
    await userEvent.click(screen.getByRole("button", { name: "Open Version 1" }));
    expect(onActivate).toHaveBeenCalledWith(2);
    expect(onDelete).toHaveBeenCalledWith(2);
    expect(onOpen).toHaveBeenCalledWith(1);
  });
});
