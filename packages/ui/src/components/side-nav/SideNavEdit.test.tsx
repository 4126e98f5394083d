import type { MenuOrder } from "@canvass/machines";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { describe, expect, it, vi } from "vitest";
import { SideNav, type SideNavProps } from "./SideNav";
import { SideNavHarness } from "./SideNavHarness";
import { MENU_ITEMS } from "./side-nav.fixtures";

function renderEditing(props: Partial<SideNavProps> = {}) {
  const onDrop = vi.fn();
  const onOrderChange = vi.fn<(order: MenuOrder) => void>();
  const view = render(
    <div style={{ height: 2400, display: "flex" }}>
      <SideNavHarness
        items={MENU_ITEMS}
        initialMode="editing"
        onDrop={onDrop}
        onOrderChange={onOrderChange}
        {...props}
      />
    </div>,
  );
  return { ...view, onDrop, onOrderChange };
}

const editList = () => screen.getByRole("list", { name: "Menu entries" });
const handle = (name: string) => within(editList()).getByRole("button", { name });
const rowNames = () =>
  within(editList())
    .getAllByRole("button")
    .map((button) => button.getAttribute("aria-label") ?? button.textContent);
const announcement = () => screen.getByRole("status").textContent;

/** Space to pick up, the keys one by one (each waits for its announcement), Space to drop. */
async function keyboardDrag(name: string, steps: readonly [key: string, said: string][]) {
  act(() => {
    handle(name).focus();
  });
  await userEvent.keyboard(" ");
  await waitFor(() => {
    expect(announcement()).toMatch(/^Picked up/);
  });
  for (const [key, said] of steps) {
    await userEvent.keyboard(key);
    await waitFor(() => {
      expect(announcement()).toBe(said);
    });
  }
  await userEvent.keyboard(" ");
}

/**
 * Presses Space (the keyboard drop) on the focused element as soon as React has written the DOM
 * of the render `cause` leads to, before React runs that render's effects.
 */
async function dropAtTheNextRender(cause: () => void) {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement)) throw new Error("nothing has the focus");
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error("no render followed"));
    }, 10_000);
    const observer = new MutationObserver(() => {
      observer.disconnect();
      clearTimeout(timer);
      focused.dispatchEvent(
        new KeyboardEvent("keydown", { code: "Space", key: " ", bubbles: true }),
      );
      resolve();
    });
    observer.observe(document.body, {
      subtree: true,
      attributes: true,
      childList: true,
      characterData: true,
    });
    cause();
  });
}

describe("SideNav edit mode", () => {
  it("lists every entry as a movable row, children indented after their group", async () => {
    renderEditing();
    expect(rowNames().slice(0, 7)).toEqual([
      "Dashboard",
      "Submissions",
      "Communications, in Submissions",
      "Digital ear, in Submissions",
      "Lookup, in Submissions",
      "Submissions, in Submissions",
      "User management",
    ]);
    const lookup = handle("Lookup, in Submissions");
    expect(lookup.getAttribute("aria-roledescription")).toBe("movable entry");
    expect(
      document.getElementById(lookup.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toMatch(/Press Space to pick up/);
    expect(within(editList()).queryAllByRole("link")).toEqual([]);
    const { violations } = await axe.run(document.body, { resultTypes: ["violations"] });
    expect(violations.map((violation) => violation.id)).toEqual([]);
  });

  it("moves a child within its group with the keyboard and emits the drop", async () => {
    const { onDrop, onOrderChange } = renderEditing();
    await keyboardDrag("Lookup, in Submissions", [
      ["{ArrowDown}", "Lookup moved in Submissions, position 4 of 4."],
    ]);
    await waitFor(() => {
      expect(onDrop).toHaveBeenCalledWith({ id: "/lookup", parent: "submissions", index: 3 });
    });
    expect(onOrderChange.mock.calls[0]?.[0][1]).toEqual({
      id: "submissions",
      children: ["/messages", "/subs/ear", "/subs", "/lookup"],
    });
    await waitFor(() => {
      expect(announcement()).toBe("Dropped Lookup in Submissions, position 4 of 4.");
      expect(rowNames().slice(2, 6)).toEqual([
        "Communications, in Submissions",
        "Digital ear, in Submissions",
        "Submissions, in Submissions",
        "Lookup, in Submissions",
      ]);
      expect(document.activeElement).toBe(handle("Lookup, in Submissions"));
    });
  });

  it("moves a child into the next group with the arrow keys", async () => {
    const { onDrop } = renderEditing();
    await keyboardDrag("Submissions, in Submissions", [
      ["{ArrowDown}", "Submissions moved in User management, position 1 of 6."],
      ["{ArrowDown}", "Submissions moved in User management, position 2 of 6."],
    ]);
    await waitFor(() => {
      expect(onDrop).toHaveBeenCalledWith({ id: "/subs", parent: "users", index: 1 });
    });
    await waitFor(() => {
      expect(rowNames()).toContain("Submissions, in User management");
    });
  });

  it("takes a child out of its group to the top level with ←", async () => {
    const { onDrop } = renderEditing();
    await keyboardDrag("Submissions, in Submissions", [
      ["{ArrowLeft}", "Submissions moved at the top level, position 3 of 9."],
    ]);
    await waitFor(() => {
      expect(onDrop).toHaveBeenCalledWith({ id: "/subs", parent: null, index: 2 });
    });
  });

  it("moves a whole group past another one", async () => {
    const { onDrop } = renderEditing();
    await keyboardDrag("User management", [
      ["{ArrowUp}", "User management moved at the top level, position 2 of 8."],
    ]);
    await waitFor(() => {
      expect(onDrop).toHaveBeenCalledWith({ id: "users", parent: null, index: 1 });
    });
    await waitFor(() => {
      const names = rowNames();
      expect(names.indexOf("User management")).toBeLessThan(names.indexOf("Submissions"));
      expect(names[names.indexOf("User management") + 1]).toBe("Active users, in User management");
    });
  });

  it("keeps a dropped group's children with it when dnd-kit reports a move after the drop", async () => {
    // The CI flake of the test above: a scroll under way when Space drops (smooth scrolling, a
    // loaded machine) leaves a dnd-kit move pending from the render before the drop, and it ran
    // after the drop and revived the drag: the group's children stayed hidden. Here the drop
    // comes between a scroll's render and its effects (a MutationObserver callback runs right
    // after React writes the DOM, before React runs that render's effects).
    const { onDrop } = renderEditing();
    act(() => {
      handle("User management").focus();
    });
    await userEvent.keyboard(" ");
    await waitFor(() => {
      expect(announcement()).toMatch(/^Picked up User management/);
    });
    await userEvent.keyboard("{ArrowUp}");
    await waitFor(() => {
      expect(announcement()).toBe("User management moved at the top level, position 2 of 8.");
    });
    await dropAtTheNextRender(() => {
      window.scrollBy(0, 3);
    });
    await waitFor(() => {
      expect(onDrop).toHaveBeenCalledWith({ id: "users", parent: null, index: 1 });
      expect(announcement()).toBe("Dropped User management at the top level, position 2 of 8.");
    });
    await waitFor(() => {
      const names = rowNames();
      expect(names.slice(0, 3)).toEqual([
        "Dashboard",
        "User management",
        "Active users, in User management",
      ]);
    });
  });

  it("puts nothing down when Escape cancels, nor when dropped in place", async () => {
    const { onDrop } = renderEditing();
    act(() => {
      handle("Lookup, in Submissions").focus();
    });
    await userEvent.keyboard(" ");
    await waitFor(() => {
      expect(announcement()).toBe("Picked up Lookup, in Submissions, position 3 of 4.");
    });
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => {
      expect(announcement()).toBe("Lookup moved in Submissions, position 4 of 4.");
    });
    await userEvent.keyboard("{Escape}");
    await waitFor(() => {
      expect(announcement()).toBe("Moving Lookup was cancelled; it is back in its place.");
    });
    await keyboardDrag("Lookup, in Submissions", []);
    await waitFor(() => {
      expect(announcement()).toBe("Dropped Lookup in Submissions, position 3 of 4.");
    });
    expect(onDrop).not.toHaveBeenCalled();
  });

  it("drags a child into another group with the pointer (it takes the place of the row it is over)", async () => {
    const { onDrop } = renderEditing();
    const source = handle("Digital ear, in Submissions");
    const target = handle("Active users, in User management");
    const from = source.getBoundingClientRect();
    const to = target.getBoundingClientRect();
    const x = from.left + from.width / 2;
    const user = userEvent.setup();
    await user.pointer([
      { keys: "[MouseLeft>]", target: source, coords: { clientX: x, clientY: from.top + 20 } },
      { coords: { clientX: x, clientY: from.top + 30 } },
      { coords: { clientX: x, clientY: to.top + 20 } },
      { coords: { clientX: x, clientY: to.top + 22 } },
    ]);
    await waitFor(() => {
      expect(announcement()).toBe("Digital ear moved in User management, position 2 of 6.");
    });
    await user.pointer({ keys: "[/MouseLeft]" });
    await waitFor(() => {
      expect(onDrop).toHaveBeenCalledWith({ id: "/subs/ear", parent: "users", index: 1 });
    });
    // For 50 ms after a drag, dnd-kit's pointer sensor stops every click on the document (a
    // listener it removes on a timer): the next test's first click was lost once in CI.
    await new Promise((resolve) => setTimeout(resolve, 60));
  });
});

describe("SideNav edit toolbar", () => {
  it("offers edit mode while open, then save, reset and cancel", async () => {
    const onEditStart = vi.fn();
    const onEditSave = vi.fn();
    const onEditReset = vi.fn();
    const onEditCancel = vi.fn();
    const props = { items: MENU_ITEMS, onEditStart, onEditSave, onEditReset, onEditCancel };
    const { rerender } = render(<SideNav {...props} />);
    await userEvent.click(screen.getByRole("button", { name: "Arrange menu" }));
    expect(onEditStart).toHaveBeenCalledTimes(1);

    rerender(<SideNav {...props} mode="editing" />);
    expect(screen.queryByRole("button", { name: "Arrange menu" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect([onEditSave, onEditReset, onEditCancel].map((spy) => spy.mock.calls.length)).toEqual([
      1, 1, 1,
    ]);

    rerender(<SideNav {...props} mode="editing" saving />);
    const save = screen.getByRole("button", { name: "Save" });
    expect(save.getAttribute("aria-busy")).toBe("true");
    expect(save).toHaveProperty("disabled", true);
    expect(screen.getByRole("button", { name: "Reset" })).toHaveProperty("disabled", true);

    rerender(<SideNav {...props} mode="editing" error="HTTP 500" />);
    expect(screen.getByRole("alert").textContent).toBe(
      "The menu order could not be saved. Try again.",
    );

    rerender(<SideNav {...props} editable={false} />);
    expect(screen.queryByRole("button", { name: "Arrange menu" })).toBeNull();
  });

  it("saves the new order and resets to the default one (children by label)", async () => {
    renderEditing({ onEditSave: vi.fn(), onEditReset: vi.fn() });
    await keyboardDrag("Lookup, in Submissions", [
      ["{ArrowUp}", "Lookup moved in Submissions, position 2 of 4."],
    ]);
    await waitFor(() => {
      expect(rowNames()[3]).toBe("Lookup, in Submissions");
    });
    await userEvent.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => {
      expect(rowNames()[3]).toBe("Digital ear, in Submissions");
    });
    await keyboardDrag("Lookup, in Submissions", [
      ["{ArrowUp}", "Lookup moved in Submissions, position 2 of 4."],
    ]);
    await waitFor(() => {
      expect(rowNames()[3]).toBe("Lookup, in Submissions");
    });
    await userEvent.click(screen.getByRole("button", { name: "Save" }));
    const nav = screen.getByRole("navigation", { name: "Main" });
    await userEvent.click(within(nav).getByRole("button", { name: "Submissions" }));
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent)
        .slice(1, 5),
    ).toEqual(["Communications", "Lookup", "Digital ear", "Submissions"]);
  });
});
