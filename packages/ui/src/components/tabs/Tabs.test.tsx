import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../testing/axe";
import { Tabs, type TabItem, type TabLinkProps } from "./Tabs";

const ITEMS: readonly TabItem[] = [
  { value: "details", label: "Details", content: <p>Team details</p> },
  { value: "members", label: "Members", count: 12, content: <p>Member list</p> },
  { value: "history", label: "History", disabled: true, content: <p>History log</p> },
  { value: "campaigns", label: "Campaigns", count: 1234, content: <p>Campaign list</p> },
];

const selectedTab = () =>
  screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true");

describe("Tabs", () => {
  it("is a named tab list with the first enabled tab selected and its panel shown", async () => {
    render(<Tabs aria-label="Team sections" items={ITEMS} />);
    expect(screen.getByRole("tablist", { name: "Team sections" })).toBeTruthy();
    expect(screen.getAllByRole("tab")).toHaveLength(4);
    expect(selectedTab()?.textContent).toBe("Details");
    const panel = screen.getByRole("tabpanel", { name: "Details" });
    expect(panel.textContent).toBe("Team details");
    expect(screen.queryByText("Member list")).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it("shows count badges as part of the tab's name, formatted by the labels", () => {
    const { rerender } = render(<Tabs aria-label="Team sections" items={ITEMS} />);
    expect(screen.getByRole("tab", { name: "Members 12" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Campaigns 1,234" })).toBeTruthy();
    rerender(
      <Tabs
        aria-label="Team sections"
        items={ITEMS}
        labels={{ count: (count) => count.toLocaleString("fr-CA") }}
      />,
    );
    const french = `Campaigns ${(1234).toLocaleString("fr-CA")}`;
    expect(screen.getByRole("tab", { name: french })).toBeTruthy();
  });

  it("moves with arrows, skips disabled tabs, wraps, and jumps with Home and End", async () => {
    const onValueChange = vi.fn();
    render(<Tabs aria-label="Team sections" items={ITEMS} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe("Details");
    await userEvent.keyboard("{ArrowRight}");
    expect(selectedTab()?.textContent).toBe("Members12");
    expect(screen.getByRole("tabpanel").textContent).toBe("Member list");
    await userEvent.keyboard("{ArrowRight}");
    expect(selectedTab()?.textContent).toBe("Campaigns1,234");
    await userEvent.keyboard("{ArrowRight}");
    expect(selectedTab()?.textContent).toBe("Details");
    await userEvent.keyboard("{End}");
    expect(document.activeElement).toBe(selectedTab());
    expect(selectedTab()?.textContent).toBe("Campaigns1,234");
    await userEvent.keyboard("{Home}");
    expect(selectedTab()?.textContent).toBe("Details");
    expect(onValueChange.mock.calls.map(([value]: unknown[]) => value)).toEqual([
      "members",
      "campaigns",
      "details",
      "campaigns",
      "details",
    ]);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("tabpanel"));
  });

  it("does not select a disabled tab", async () => {
    const onValueChange = vi.fn();
    render(<Tabs aria-label="Team sections" items={ITEMS} onValueChange={onValueChange} />);
    const history = screen.getByRole("tab", { name: "History" });
    expect(history).toHaveProperty("disabled", true);
    await userEvent.click(history, { pointerEventsCheck: 0 });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(selectedTab()?.textContent).toBe("Details");
  });

  it("when controlled, reports clicks and follows only its value", async () => {
    const onValueChange = vi.fn();
    const { rerender } = render(
      <Tabs
        aria-label="Team sections"
        items={ITEMS}
        value="members"
        onValueChange={onValueChange}
      />,
    );
    expect(selectedTab()?.textContent).toBe("Members12");
    await userEvent.click(screen.getByRole("tab", { name: "Details" }));
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith("details");
    expect(selectedTab()?.textContent).toBe("Members12");
    rerender(
      <Tabs
        aria-label="Team sections"
        items={ITEMS}
        value="details"
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole("tabpanel", { name: "Details" }).textContent).toBe("Team details");
  });

  it("starts on defaultValue when uncontrolled", async () => {
    render(<Tabs aria-label="Team sections" items={ITEMS} defaultValue="campaigns" />);
    expect(screen.getByRole("tabpanel").textContent).toBe("Campaign list");
    await userEvent.click(screen.getByRole("tab", { name: "Members 12" }));
    expect(screen.getByRole("tabpanel").textContent).toBe("Member list");
  });
});

describe("Tabs in link mode", () => {
  const LINKS: readonly TabItem[] = [
    { value: "details", label: "Details", href: "/team/7/details" },
    { value: "members", label: "Members", href: "/team/7/members", count: 3 },
    { value: "history", label: "History", href: "/team/7/history", disabled: true },
  ];

  function renderLinks(value = "details") {
    const navigate = vi.fn();
    const onValueChange = vi.fn();
    /** A stand-in for the console's router link. */
    function RouterLink({ href, children, ...rest }: TabLinkProps) {
      return (
        <a
          {...rest}
          href={href}
          onClick={(event) => {
            event.preventDefault();
            navigate(href);
          }}
        >
          {children}
        </a>
      );
    }
    const view = render(
      <Tabs
        aria-label="Team sections"
        items={LINKS}
        value={value}
        onValueChange={onValueChange}
        renderLink={(link) => <RouterLink {...link} />}
      >
        <p>Outlet for {value}</p>
      </Tabs>,
    );
    return { ...view, navigate, onValueChange };
  }

  it("renders each enabled tab as the router's link, with the active panel from children", async () => {
    renderLinks("members");
    const members = screen.getByRole("tab", { name: "Members 3" });
    expect(members.tagName).toBe("A");
    expect(members.getAttribute("href")).toBe("/team/7/members");
    expect(members.getAttribute("type")).toBeNull();
    expect(members.getAttribute("aria-selected")).toBe("true");
    const history = screen.getByRole("tab", { name: "History" });
    expect(history.tagName).toBe("BUTTON");
    expect(history).toHaveProperty("disabled", true);
    expect(screen.getByRole("tabpanel", { name: "Members 3" }).textContent).toBe(
      "Outlet for members",
    );
    expect(await axeViolations()).toEqual([]);
  });

  it("moves focus with arrows without navigating; Enter, Space or a click follow the link", async () => {
    const { navigate, onValueChange } = renderLinks();
    await userEvent.click(screen.getByRole("tab", { name: "Members 3" }));
    expect(navigate).toHaveBeenLastCalledWith("/team/7/members");
    expect(onValueChange).toHaveBeenLastCalledWith("members");
    navigate.mockClear();

    screen.getByRole("tab", { name: "Details" }).focus();
    await userEvent.keyboard("{ArrowRight}");
    expect(document.activeElement?.textContent).toBe("Members3");
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    expect(navigate).toHaveBeenCalledExactlyOnceWith("/team/7/members");
    await userEvent.keyboard("{ArrowLeft} ");
    expect(navigate).toHaveBeenLastCalledWith("/team/7/details");
    expect(navigate).toHaveBeenCalledTimes(2);
  });
});
