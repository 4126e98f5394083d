import { viewAllPath } from "@canvass/machines";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TopBar } from "../top-bar/TopBar";
import { MANY_RESULTS, NO_RESULTS, USERS_ONLY } from "./search-popup.fixtures";
import { SearchPopup, type SearchPopupProps } from "./SearchPopup";

type Props = Partial<Omit<SearchPopupProps, "children">>;

function renderPopup(props: Props = {}) {
  const handlers = { onClose: vi.fn(), onResultClick: vi.fn(), onViewAll: vi.fn() };
  const result = render(
    <div>
      <button type="button">Elsewhere</button>
      <SearchPopup
        status="results"
        results={MANY_RESULTS}
        viewAllPath={viewAllPath(MANY_RESULTS)}
        {...handlers}
        {...props}
      >
        <div style={{ width: 480 }}>
          <input type="search" aria-label="Search" />
        </div>
      </SearchPopup>
    </div>,
  );
  const input = screen.getByRole("searchbox", { name: "Search" });
  return { ...result, ...handlers, input };
}

const popup = () => screen.getByRole("dialog", { name: "Search results" });

describe("SearchPopup states", () => {
  it("is not there while closed", () => {
    renderPopup({ status: "closed", results: null });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("says it is searching while loading, without taking focus from the field", () => {
    const { input } = renderPopup({ status: "loading", results: null });
    input.focus();
    expect(within(popup()).getByRole("status").textContent).toBe("Searching…");
    expect(within(popup()).queryAllByRole("link")).toHaveLength(0);
    expect(document.activeElement).toBe(input);
  });

  it("shows the sections with results, in order, each result a link to its page", () => {
    renderPopup();
    const headings = within(popup())
      .getAllByRole("heading")
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Submissions2",
      "Users1",
      "Teams1",
      "Campaigns1",
      "Exports1",
      "Instances1",
      "Reports1",
    ]);
    const hrefs = within(popup())
      .getAllByRole("link")
      .map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/lookup/3fa9c1",
      "/lookup/7b20de",
      "/user/p9f8e7",
      "/team/t1a2b3",
      "/campaign/c4d5e6",
      "/export/e100",
      "/export/e100/instance/i200",
      "/report/r300",
    ]);
    expect(within(popup()).getByRole("status").textContent).toBe("8 results");
  });

  it("shows only the sections it is given (the view's sections)", () => {
    renderPopup({ sections: ["campaigns", "players"] });
    const headings = within(popup()).getAllByRole("heading");
    expect(headings.map((heading) => heading.textContent)).toEqual(["Campaigns1", "Users1"]);
  });

  it('says "no results"', () => {
    renderPopup({ status: "noResults", results: NO_RESULTS, viewAllPath: null });
    expect(within(popup()).getByRole("status").textContent).toBe("No results");
    expect(within(popup()).getByText("Check the spelling or try another term.")).toBeTruthy();
    expect(within(popup()).queryAllByRole("link")).toHaveLength(0);
    expect(within(popup()).queryByRole("button")).toBeNull();
  });

  it("offers view all only with a view-all target", () => {
    renderPopup({ results: USERS_ONLY, viewAllPath: null });
    expect(within(popup()).queryByRole("button", { name: "View all submissions" })).toBeNull();
  });

  it("translates the headings and texts", () => {
    renderPopup({
      labels: { title: "Resultados", sections: { players: "Usuarios" }, viewAll: "Ver todo" },
    });
    const dialog = screen.getByRole("dialog", { name: "Resultados" });
    expect(within(dialog).getByRole("heading", { name: /Usuarios/ })).toBeTruthy();
    expect(within(dialog).getByRole("heading", { name: /Teams/ })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Ver todo" })).toBeTruthy();
  });
});

describe("SearchPopup interaction", () => {
  it("reports a result click with its path and section", async () => {
    const user = userEvent.setup();
    const { onResultClick } = renderPopup({
      renderLink: ({ href, className, onClick, children }) => (
        <button type="button" data-href={href} className={className} onClick={onClick}>
          {children}
        </button>
      ),
    });
    await user.click(within(popup()).getByRole("button", { name: /Winter Appeal/ }));
    expect(onResultClick).toHaveBeenCalledExactlyOnceWith("/campaign/c4d5e6", "campaigns");
  });

  it("reports view all with the lookup of the submissions found", async () => {
    const user = userEvent.setup();
    const { onViewAll } = renderPopup();
    await user.click(within(popup()).getByRole("button", { name: "View all submissions" }));
    expect(onViewAll).toHaveBeenCalledExactlyOnceWith("/lookup/3fa9c1,7b20de");
  });

  it("closes on a click on the background, not on a click in the field", async () => {
    const user = userEvent.setup();
    const { onClose, input } = renderPopup();
    await user.click(input);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(document.body);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closes when focus leaves for the rest of the page", async () => {
    const user = userEvent.setup();
    const { onClose } = renderPopup();
    await user.click(screen.getByRole("button", { name: "Elsewhere" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("closes on Escape from the field, and from a result with focus back in the field", async () => {
    const user = userEvent.setup();
    const { onClose, input } = renderPopup();
    await user.click(input);
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement?.getAttribute("href")).toBe("/lookup/3fa9c1");
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(document.activeElement).toBe(input);
  });

  it("moves between results with the arrow keys, Home and End, and back up to the field", async () => {
    const user = userEvent.setup();
    const { input } = renderPopup();
    const links = within(popup()).getAllByRole("link");
    const viewAll = within(popup()).getByRole("button", { name: "View all submissions" });
    await user.click(input);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(document.activeElement).toBe(links[2]);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(links[1]);
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(viewAll);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(viewAll);
    await user.keyboard("{Home}");
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard("{ArrowUp}");
    expect(document.activeElement).toBe(input);
  });

  it("leaves ArrowDown to the field while there are no results", async () => {
    const user = userEvent.setup();
    const { input } = renderPopup({ status: "loading", results: null });
    await user.click(input);
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(input);
  });
});

describe("SearchPopup in the top bar", () => {
  /** The console's wiring, with a stand-in for the search machine. */
  function Console({ onClose }: { readonly onClose: () => void }) {
    const [term, setTerm] = useState("");
    const [open, setOpen] = useState(false);
    return (
      <div style={{ width: 900 }}>
        <TopBar
          searchValue={term}
          onSearchChange={(next) => {
            setTerm(next);
            setOpen(next.length >= 3);
          }}
          renderSearchPopup={(field) => (
            <SearchPopup
              status={open ? "results" : "closed"}
              results={open ? MANY_RESULTS : null}
              onClose={() => {
                setOpen(false);
                onClose();
              }}
            >
              {field}
            </SearchPopup>
          )}
        />
      </div>
    );
  }

  it("opens under the field while typing, keeps focus there, and Escape closes it first", async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Console onClose={onClose} />);
    const input = screen.getByRole("searchbox");
    await user.type(input, "jane");
    const dialog = popup();
    expect(document.activeElement).toBe(input);
    const field = input.getBoundingClientRect();
    await waitFor(() => {
      const box = dialog.getBoundingClientRect();
      expect(box.top).toBeGreaterThan(field.bottom);
      expect(box.top).toBeLessThan(field.bottom + 16);
      expect(Math.round(box.left)).toBe(Math.round(field.left));
    });
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => {
      expect(screen.queryByRole("dialog")).toBeNull();
    });
    expect(input).toHaveProperty("value", "jane");
    await user.keyboard("{Escape}");
    expect(input).toHaveProperty("value", "");
  });
});
