import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FactList } from "./FactList";
import { HistoryList } from "./HistoryList";
import { NavTabs } from "./NavTabs";
import { HISTORY, USER_FACTS } from "./profile.fixtures";

describe("FactList", () => {
  it("pairs every label with its value and words a missing one", () => {
    render(<FactList facts={USER_FACTS} emptyText="Not set" />);
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    const values = screen.getAllByRole("definition").map((value) => value.textContent);
    expect(terms).toEqual(USER_FACTS.map((fact) => fact.label));
    expect(values[0]).toBe("West Coast Field");
    expect(values.at(-1)).toBe("Not set");
  });
});

describe("HistoryList", () => {
  it("lists the entries newest first with their old and new values", () => {
    render(<HistoryList entries={HISTORY} />);
    const entries = screen.getAllByRole("listitem").filter((item) => item.querySelector("time"));
    expect(entries).toHaveLength(3);
    expect(entries[0]?.textContent).toContain("Moved");
    expect(entries[0]?.textContent).toContain("East Coast");
    expect(entries[0]?.querySelector("time")?.getAttribute("datetime")).toBe(
      "2026-11-21T09:30:00.000Z",
    );
  });

  it("shows the reason of an entry that has one, and none for the others", () => {
    const [first, second] = HISTORY;
    if (first === undefined || second === undefined) throw new Error("fixtures");
    render(<HistoryList entries={[{ ...first, reason: "Reason: wrong city" }, second]} />);
    const entries = screen.getAllByRole("listitem").filter((item) => item.querySelector("time"));
    expect(entries[0]?.querySelector('[data-slot="history-reason"]')?.textContent).toBe(
      "Reason: wrong city",
    );
    expect(entries[1]?.querySelector('[data-slot="history-reason"]')).toBeNull();
  });

  it("says when there is nothing, and offers a retry after a failure", async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<HistoryList entries={[]} labels={{ empty: "Nothing yet" }} />);
    expect(screen.getByText("Nothing yet")).toBeTruthy();
    rerender(<HistoryList entries={[]} error onRetry={onRetry} />);
    expect(screen.getByRole("alert").textContent).toContain("could not be loaded");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

describe("NavTabs", () => {
  it("marks the shown page's link as current", () => {
    render(
      <NavTabs
        label="Edit user"
        current="optional"
        tabs={[
          { id: "general", label: "General", href: "/user/p1/edit/general" },
          { id: "optional", label: "Optional fields", href: "/user/p1/edit/optional" },
        ]}
      />,
    );
    expect(screen.getByRole("navigation", { name: "Edit user" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Optional fields" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(screen.getByRole("link", { name: "General" }).getAttribute("aria-current")).toBeNull();
  });
});
