import { HOVER_HIDE_DELAY_MS } from "@canvass/sdk/settings";
import { NAV_CHILD_GAP_PX, NAV_CHILD_HEIGHT_PX } from "../../theme/layout";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { SideNav, type SideNavProps } from "./SideNav";
import { SideNavHarness } from "./SideNavHarness";
import { CREATE_LINKS, MENU_ITEMS, SHORTCUTS } from "./side-nav.fixtures";

function renderNav(props: Partial<SideNavProps> = {}) {
  return render(
    <div style={{ height: 720, display: "flex" }}>
      <SideNav items={MENU_ITEMS} {...props} />
    </div>,
  );
}

async function expectNoAxeViolations() {
  const { violations } = await axe.run(document.body, { resultTypes: ["violations"] });
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

const nav = () => screen.getByRole("navigation", { name: "Main" });
const group = (name: string) => within(nav()).getByRole("button", { name });
const linkNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole("link")
    .map((link) => link.textContent);

describe("SideNav open", () => {
  it("lists each group's children alphabetically by label when no order is given", async () => {
    const onItemToggle = vi.fn();
    renderNav({ onItemToggle });
    const submissions = group("Submissions");
    expect(submissions.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(submissions);
    expect(onItemToggle).toHaveBeenCalledWith("submissions");
    expect(submissions.getAttribute("aria-expanded")).toBe("true");
    const list = submissions.parentElement?.querySelector("[data-slot='side-nav-children']");
    expect(list).toBeInstanceOf(HTMLElement);
    expect(linkNames(list as HTMLElement)).toEqual([
      "Communications",
      "Digital ear",
      "Lookup",
      "Submissions",
    ]);
    await expectNoAxeViolations();
  });

  it("renders a given order as it is (a saved arrangement)", async () => {
    renderNav({
      order: [{ id: "submissions", children: ["/subs", "/lookup"] }, { id: "/dashboard" }],
      openItems: ["submissions"],
    });
    expect(linkNames(nav())).toEqual(["Submissions", "Lookup", "Dashboard"]);
    await userEvent.click(group("Submissions"));
    // Controlled: the open groups follow the prop.
    expect(group("Submissions").getAttribute("aria-expanded")).toBe("true");
  });

  it("keeps the group of the current page open and marks its link as the current page", async () => {
    const onItemToggle = vi.fn();
    renderNav({ currentPath: "/subs/ear/9", onItemToggle });
    const submissions = group("Submissions");
    expect(submissions.getAttribute("aria-expanded")).toBe("true");
    const current = within(nav()).getByRole("link", { name: "Digital ear" });
    expect(current.getAttribute("aria-current")).toBe("page");
    expect(current.getAttribute("href")).toBe("/subs/ear");
    expect(
      within(nav()).getByRole("link", { name: "Submissions" }).getAttribute("aria-current"),
    ).toBe(null);
    await userEvent.click(submissions);
    expect(submissions.getAttribute("aria-expanded")).toBe("true");
    expect(onItemToggle).not.toHaveBeenCalled();
  });

  it("draws child rows 40 px high with 8 px between them", async () => {
    renderNav({ defaultOpenItems: ["users"] });
    const rows = [...nav().querySelectorAll("[data-group='users'] [data-slot='side-nav-child']")];
    expect(rows).toHaveLength(5);
    const boxes = rows.map((row) => row.getBoundingClientRect());
    for (const box of boxes) expect(box.height).toBe(NAV_CHILD_HEIGHT_PX);
    for (let index = 1; index < boxes.length; index += 1) {
      const gap = (boxes[index]?.top ?? 0) - (boxes[index - 1]?.bottom ?? 0);
      expect(gap).toBe(NAV_CHILD_GAP_PX);
    }
    const link = within(rows[0] as HTMLElement).getByRole("link");
    expect(link.getBoundingClientRect().height).toBe(NAV_CHILD_HEIGHT_PX);
    await Promise.resolve();
  });

  it("renders links through renderLink", () => {
    renderNav({
      renderLink: ({ children, href, ...props }) => (
        <a {...props} href={`#${href}`} data-router="yes">
          {children}
        </a>
      ),
    });
    const dashboard = within(nav()).getByRole("link", { name: "Dashboard" });
    expect(dashboard.getAttribute("href")).toBe("#/dashboard");
    expect(dashboard.getAttribute("data-router")).toBe("yes");
  });

  it("shows the create menu and the last-edited shortcuts, hiding the one of the current page", async () => {
    renderNav({ createLinks: CREATE_LINKS, shortcuts: SHORTCUTS, currentPath: "/team/77/users" });
    await userEvent.click(group("Create"));
    expect(within(nav()).getByRole("link", { name: "Bulk users" }).getAttribute("href")).toBe(
      "/users/bulk",
    );
    const lastEdited = within(nav()).getByRole("list", { name: "Last edited" });
    expect(
      within(lastEdited)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Spring appeal 2025Campaign", "Jordan AlvarezUser"]);
    await userEvent.click(within(lastEdited).getByRole("button", { name: /Jordan Alvarez/ }));
    expect(within(lastEdited).getByRole("link", { name: "History" }).getAttribute("href")).toBe(
      "/user/1188/history",
    );
    await expectNoAxeViolations();
  });

  it("keeps the create menu open on one of its pages", () => {
    renderNav({ createLinks: CREATE_LINKS, currentPath: "/users/bulk" });
    expect(group("Create").getAttribute("aria-expanded")).toBe("true");
    const bulk = within(nav()).getByRole("link", { name: "Bulk users" });
    expect(bulk.getAttribute("aria-current")).toBe("page");
    expect(within(nav()).queryByRole("link", { name: "Users" })).toBeNull();
  });
});

describe("SideNav collapse", () => {
  it("collapses to an icon rail and expands again", async () => {
    const onToggle = vi.fn();
    render(
      <div style={{ height: 720, display: "flex" }}>
        <SideNavHarness items={MENU_ITEMS} currentPath="/dashboard" onToggle={onToggle} />
      </div>,
    );
    expect(nav().getBoundingClientRect().width).toBe(256);
    const collapse = screen.getByRole("button", { name: "Collapse menu" });
    expect(collapse.getAttribute("aria-expanded")).toBe("true");
    await userEvent.click(collapse);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(nav().getBoundingClientRect().width).toBe(64);
    const dashboard = within(nav()).getByRole("link", { name: "Dashboard" });
    expect(dashboard.textContent).toBe("");
    expect(dashboard.getAttribute("aria-current")).toBe("page");
    expect(group("Submissions").getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("button", { name: "Arrange menu" })).toBeNull();
    await expectNoAxeViolations();
    const expand = screen.getByRole("button", { name: "Expand menu" });
    expect(expand.getAttribute("aria-expanded")).toBe("false");
    await userEvent.click(expand);
    expect(nav().getBoundingClientRect().width).toBe(256);
    expect(within(nav()).getByRole("link", { name: "Dashboard" }).textContent).toBe("Dashboard");
  });
});

describe("SideNav rail flyout", () => {
  // Fake timers only for setTimeout: pointer events are fired directly (user-event and
  // Testing Library's async helpers wait on real timeouts).
  it("shows a group's links on hover and hides them 50 ms after the pointer leaves", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const onHoverEnter = vi.fn();
      const onHoverLeave = vi.fn();
      renderNav({ mode: "closed", onHoverEnter, onHoverLeave });
      fireEvent.pointerOver(group("Campaigns"));
      const flyout = screen.getByRole("group", { name: "Campaigns" });
      expect(linkNames(flyout)).toEqual(["Campaigns", "Cancels", "Chats", "Check-ins", "Clients"]);
      expect(group("Campaigns").getAttribute("aria-expanded")).toBe("true");
      expect(onHoverEnter).toHaveBeenCalledWith("campaigns");
      const rows = [...flyout.querySelectorAll("[data-slot='side-nav-child']")].map((row) =>
        row.getBoundingClientRect(),
      );
      expect(rows.map((row) => row.height)).toEqual([40, 40, 40, 40, 40]);
      expect((rows[1]?.top ?? 0) - (rows[0]?.bottom ?? 0)).toBe(NAV_CHILD_GAP_PX);

      fireEvent.pointerOut(group("Campaigns"));
      expect(onHoverLeave).toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(HOVER_HIDE_DELAY_MS - 1);
      });
      expect(screen.queryByRole("group", { name: "Campaigns" })).not.toBeNull();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.queryByRole("group", { name: "Campaigns" })).toBeNull();
      expect(group("Campaigns").getAttribute("aria-expanded")).toBe("false");
    } finally {
      vi.useRealTimers();
    }
  });

  it("stays open when the pointer moves on into the list within 50 ms", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      renderNav({ mode: "closed" });
      fireEvent.pointerOver(group("Campaigns"));
      const flyout = screen.getByRole("group", { name: "Campaigns" });
      fireEvent.pointerOut(group("Campaigns"));
      act(() => {
        vi.advanceTimersByTime(30);
      });
      fireEvent.pointerOver(within(flyout).getByRole("link", { name: "Chats" }));
      act(() => {
        vi.advanceTimersByTime(100);
      });
      expect(screen.queryByRole("group", { name: "Campaigns" })).not.toBeNull();
      // Moving on to another group switches at once.
      fireEvent.pointerOut(within(flyout).getByRole("link", { name: "Chats" }));
      fireEvent.pointerOver(group("Submissions"));
      expect(screen.queryByRole("group", { name: "Campaigns" })).toBeNull();
      expect(screen.queryByRole("group", { name: "Submissions" })).not.toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens on focus, lets Tab walk into the list and Escape go back", async () => {
    renderNav({ mode: "closed", currentPath: "/subs" });
    const submissions = group("Submissions");
    expect(submissions.getAttribute("data-state")).toBe("closed");
    act(() => {
      submissions.focus();
    });
    const flyout = await screen.findByRole("group", { name: "Submissions" });
    expect(submissions.getAttribute("aria-controls")).toBe(flyout.id);
    expect(document.activeElement).toBe(submissions);
    await userEvent.tab();
    expect(document.activeElement).toBe(
      within(flyout).getByRole("link", { name: "Communications" }),
    );
    expect(
      within(flyout).getByRole("link", { name: "Submissions" }).getAttribute("aria-current"),
    ).toBe("page");
    await expectNoAxeViolations();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("group", { name: "Submissions" })).toBeNull();
    expect(document.activeElement).toBe(submissions);
    await userEvent.keyboard("{ArrowRight}");
    const reopened = await screen.findByRole("group", { name: "Submissions" });
    await vi.waitFor(() => {
      expect(document.activeElement).toBe(
        within(reopened).getByRole("link", { name: "Communications" }),
      );
    });
  });

  it("follows a controlled flyout and reports hovering", async () => {
    const onHoverEnter = vi.fn();
    const onHoverLeave = vi.fn();
    const { rerender } = render(
      <SideNav
        items={MENU_ITEMS}
        mode="closed"
        flyout="users"
        onHoverEnter={onHoverEnter}
        onHoverLeave={onHoverLeave}
      />,
    );
    expect(screen.getByRole("group", { name: "User management" })).toBeInstanceOf(HTMLElement);
    await userEvent.hover(group("Campaigns"));
    expect(onHoverEnter).toHaveBeenCalledWith("campaigns");
    // The machine has not answered yet: still the controlled one.
    expect(screen.queryByRole("group", { name: "Campaigns" })).toBeNull();
    rerender(
      <SideNav
        items={MENU_ITEMS}
        mode="closed"
        flyout={null}
        onHoverEnter={onHoverEnter}
        onHoverLeave={onHoverLeave}
      />,
    );
    expect(screen.queryByRole("group", { name: "User management" })).toBeNull();
    await userEvent.unhover(group("Campaigns"));
    expect(onHoverLeave).toHaveBeenCalled();
  });

  it("shows create links and shortcuts in the rail too", async () => {
    renderNav({ mode: "closed", createLinks: CREATE_LINKS, shortcuts: SHORTCUTS });
    await userEvent.hover(group("Spring appeal 2025"));
    const flyout = await screen.findByRole("group", { name: /Spring appeal 2025/ });
    expect(linkNames(flyout)).toEqual(["Settings", "Teams", "Account fields"]);
    await userEvent.hover(group("Create"));
    await screen.findByRole("group", { name: "Create" });
  });
});
