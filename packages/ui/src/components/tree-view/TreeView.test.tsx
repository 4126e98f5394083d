import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { userEvent as browserEvent } from "vitest/browser";
import { axeViolations } from "../../testing/axe";
import { TreeView, type TreeViewProps } from "./TreeView";
import { TEAM_ITEMS } from "./tree-view.fixtures";

function renderTree(props: Partial<TreeViewProps> = {}) {
  const handlers = {
    onOpen: vi.fn<(id: string) => void>(),
    onMoveRequest: vi.fn<(nodeId: string, newParentId: string) => void>(),
    onMovePick: vi.fn<(id: string) => void>(),
  };
  const view = render(
    <TreeView
      items={TEAM_ITEMS}
      getHref={(item) => `#/team/${item.id}`}
      canMove={(item) => item.parent !== null}
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

const tree = () => screen.getByRole("tree", { name: "Team hierarchy" });
/** A node by its title (its name goes on with its badge and counts). */
const node = (title: string) =>
  within(tree()).getByRole("treeitem", { name: new RegExp(`^${title}(?: |$)`) });
const shownIds = () =>
  within(tree())
    .getAllByRole("treeitem")
    .map((item) => item.dataset.id);
const focusedId = () => (document.activeElement as HTMLElement | null)?.dataset.id;

describe("TreeView", () => {
  it("is a tree of named nodes with levels, positions, counts and one tab stop", async () => {
    renderTree();
    expect(shownIds()).toEqual(["root", "eu", "na", "ops"]);
    const root = node("Canvass HQ");
    expect(root.getAttribute("aria-level")).toBe("1");
    expect(root.getAttribute("aria-expanded")).toBe("true");
    const europe = node("Europe Field");
    expect(europe.getAttribute("aria-level")).toBe("2");
    expect(europe.getAttribute("aria-posinset")).toBe("1");
    expect(europe.getAttribute("aria-setsize")).toBe("3");
    expect(europe.getAttribute("aria-expanded")).toBe("false");
    expect(node("Operations").hasAttribute("aria-expanded")).toBe(false);
    expect(
      within(tree()).getByRole("treeitem", {
        name: "Europe Field Manager 1 user · 0 active · 1 sub-team",
      }),
    ).toBe(europe);
    expect(
      within(tree())
        .getAllByRole("treeitem")
        .filter((item) => item.tabIndex === 0),
    ).toEqual([root]);
    expect(await axeViolations()).toEqual([]);
  });

  it("moves by the WAI-ARIA keys and opens a node with Enter", async () => {
    const { onOpen } = renderTree();
    // Expand all, Collapse all, then the tree's one tab stop.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(focusedId()).toBe("root");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(focusedId()).toBe("na");
    await userEvent.keyboard("{ArrowRight}");
    expect(node("North America Field").getAttribute("aria-expanded")).toBe("true");
    await userEvent.keyboard("{ArrowRight}");
    expect(focusedId()).toBe("mtl");
    await userEvent.keyboard("{ArrowLeft}");
    expect(focusedId()).toBe("na");
    await userEvent.keyboard("{ArrowLeft}");
    expect(shownIds()).not.toContain("mtl");
    await userEvent.keyboard("{End}");
    expect(focusedId()).toBe("ops");
    await userEvent.keyboard("{Home}");
    expect(focusedId()).toBe("root");
    await userEvent.keyboard(" ");
    expect(shownIds()).toEqual(["root"]);
    await userEvent.keyboard(" {ArrowDown}");
    expect(focusedId()).toBe("eu");
    // Type-ahead: the first letters of a shown title.
    await userEvent.keyboard("op");
    expect(focusedId()).toBe("ops");
    expect(node("Operations").tabIndex).toBe(0);
    await userEvent.keyboard("{Enter}");
    expect(onOpen).toHaveBeenCalledWith("ops");
    expect(await axeViolations()).toEqual([]);
  });

  it("opens every node and closes them all, keeping a tab stop", async () => {
    renderTree();
    await userEvent.click(screen.getByRole("button", { name: "Expand all" }));
    expect(shownIds()).toHaveLength(TEAM_ITEMS.length);
    await userEvent.click(screen.getByRole("button", { name: "Collapse all" }));
    expect(shownIds()).toEqual(["root"]);
    expect(node("Canvass HQ").tabIndex).toBe(0);
  });

  it("opens the team on a plain click of its link, leaving other clicks to the browser", async () => {
    const { onOpen } = renderTree();
    const link = within(node("Europe Field")).getByRole("link", { name: "Europe Field" });
    expect(link.getAttribute("href")).toBe("#/team/eu");
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalledWith("eu");
  });

  it("highlights a search's matches, opens their ancestors and hides the rest", async () => {
    const { rerender } = renderTree({ search: "toronto" });
    expect(shownIds()).toEqual(["root", "na", "to"]);
    const marks = tree().querySelectorAll("mark");
    expect([...marks].map((mark) => mark.textContent)).toEqual(["Toronto"]);
    expect(node("Toronto Downtown").dataset.match).toBe("true");
    expect(await axeViolations()).toEqual([]);

    rerender(<TreeView items={TEAM_ITEMS} search="zzz" />);
    expect(screen.queryByRole("tree")).toBeNull();
    expect(screen.getByRole("heading", { name: "No team matches “zzz”" })).toBeTruthy();

    rerender(<TreeView items={TEAM_ITEMS} search="" />);
    // The way to the earlier match stays open.
    expect(shownIds()).toEqual(["root", "eu", "na", "mtl", "to", "ops"]);
  });

  it("offers Move… on movable nodes only and reports which one", async () => {
    const { onMovePick } = renderTree();
    expect(within(node("Canvass HQ")).queryByRole("button", { name: /^Move Canvass/ })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Move Europe Field…" }));
    expect(onMovePick).toHaveBeenCalledWith("eu");
  });

  it("reaches the focused node's Move… action with Tab", async () => {
    const { onMovePick } = renderTree();
    act(() => {
      node("Operations").focus();
    });
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move Operations…" }));
    await userEvent.keyboard("{Enter}");
    expect(onMovePick).toHaveBeenCalledWith("ops");
  });

  it("shows neither drag nor Move… without move callbacks", () => {
    render(<TreeView items={TEAM_ITEMS} />);
    expect(screen.queryByRole("button", { name: /^Move / })).toBeNull();
    const rows = within(tree()).getAllByRole("treeitem");
    expect(rows.some((row) => row.draggable)).toBe(false);
  });

  it("asks to move a node dropped on a valid parent, and refuses its own sub-tree", async () => {
    const { onMoveRequest } = renderTree({ defaultExpanded: "all" });
    const row = node;
    expect(row("Canvass HQ").draggable).toBe(false);
    expect(row("Toronto Downtown").draggable).toBe(true);

    // Into its own child: no drop target, nothing asked.
    await browserEvent.dragAndDrop(row("North America Field"), row("Toronto Downtown"));
    expect(onMoveRequest).not.toHaveBeenCalled();

    await browserEvent.dragAndDrop(row("Toronto Downtown"), row("Europe Field"));
    expect(onMoveRequest).toHaveBeenCalledWith("to", "eu");
    expect(row("Europe Field").dataset.dropState).toBe("idle");
  });

  it("opens the way to a node to reveal and makes it the tab stop", () => {
    const { rerender } = renderTree({ reveal: "to" });
    expect(shownIds()).toEqual(["root", "eu", "na", "mtl", "to", "ops"]);
    expect(node("Toronto Downtown").tabIndex).toBe(0);
    // Revealed again in a new tree, where it moved under Europe.
    const moved = TEAM_ITEMS.map((item) => (item.id === "to" ? { ...item, parent: "eu" } : item));
    rerender(<TreeView items={moved} reveal="to" />);
    expect(node("Europe Field").getAttribute("aria-expanded")).toBe("true");
    expect(node("Toronto Downtown").getAttribute("aria-level")).toBe("3");
    expect(node("Toronto Downtown").tabIndex).toBe(0);
  });

  it("shows the loading, empty and busy states", async () => {
    const { rerender } = render(<TreeView items={[]} loading />);
    expect(screen.getByRole("status").textContent).toContain("Loading the teams…");
    expect(screen.getByRole("button", { name: "Expand all" })).toHaveProperty("disabled", true);

    rerender(<TreeView items={[]} />);
    expect(screen.getByRole("heading", { name: "No teams" })).toBeTruthy();

    rerender(<TreeView items={TEAM_ITEMS} loading />);
    expect(tree().getAttribute("aria-busy")).toBe("true");
    // The roots open once the first nodes arrive.
    expect(node("Canvass HQ").getAttribute("aria-expanded")).toBe("true");
    expect(await axeViolations()).toEqual([]);
  });

  it("takes translated labels", () => {
    render(
      <TreeView
        items={TEAM_ITEMS}
        onMovePick={vi.fn()}
        labels={{
          tree: "Hiérarchie",
          move: (title) => `Déplacer ${title}…`,
          players: (count) => `${count} joueurs`,
          activePlayers: (count) => `${count} actifs`,
          subteams: (count) => `${count} sous-équipes`,
        }}
      />,
    );
    expect(
      within(screen.getByRole("tree", { name: "Hiérarchie" })).getByRole("treeitem", {
        name: "Europe Field Manager 1 joueurs · 0 actifs · 1 sous-équipes",
      }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Déplacer Europe Field…" })).toBeTruthy();
  });
});
