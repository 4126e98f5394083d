/**
 * The side menu in a page, read and driven the way a person does (en-CA names): wait for the
 * saved order, open groups, enter edit mode, move an entry with the keyboard (dnd-kit's keyboard
 * sensor: Space, arrows, Space, following its spoken announcements). Reading the menu's shape
 * (entries, groups, order) is one `evaluate` over its `data-slot` parts, so a check costs one
 * round trip.
 */
import type { MenuOrder } from "@canvass/machines";
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { UI_TIMEOUT_MS, sideNav, visible } from "./console-page";

/** One entry of the open menu: a link (`id` is its address) or a group (`id` is its key). */
export interface MenuNode {
  readonly id: string;
  readonly label: string;
  /** A group's child links; `null` while the group is shut (its links are not rendered). */
  readonly children?: readonly MenuNode[] | null;
}

/** One row of the menu in edit mode. */
export interface EditRow {
  readonly label: string;
  readonly kind: "group" | "link";
  readonly depth: number;
}

export const editButton = (page: Page): Locator =>
  sideNav(page).getByRole("button", { name: "Edit menu", exact: true });

const navButton = (page: Page, name: string): Locator =>
  sideNav(page).getByRole("button", { name, exact: true });

export const saveButton = (page: Page): Locator => navButton(page, "Save");
export const resetButton = (page: Page): Locator => navButton(page, "Reset");
export const cancelButton = (page: Page): Locator => navButton(page, "Cancel");
export const collapseButton = (page: Page): Locator => navButton(page, "Collapse menu");
export const expandButton = (page: Page): Locator => navButton(page, "Expand menu");
export const editList = (page: Page): Locator =>
  sideNav(page).getByRole("list", { name: "Menu entries", exact: true });

/** `open`, `closed` (the icon rail) or `editing`. */
export const menuMode = (page: Page): Promise<string | null> =>
  sideNav(page).getAttribute("data-state");

/** Waits until the menu runs on its machine: "Edit menu" shows once the saved order was read. */
export async function menuReady(page: Page): Promise<void> {
  await visible(editButton(page));
}

/** The open menu's entries and create links, as rendered (shut groups without children). */
export async function readOpenMenu(
  page: Page,
): Promise<{ entries: MenuNode[]; create: MenuNode[] }> {
  return sideNav(page).evaluate((nav) => {
    const text = (element: Element | null) => element?.textContent?.trim() ?? "";
    const links = (root: Element) =>
      [...root.querySelectorAll("[data-slot='side-nav-child'] a")].map((link) => ({
        id: link.getAttribute("href") ?? "",
        label: text(link),
      }));
    const groupOf = (group: Element) => ({
      id: group.getAttribute("data-group") ?? "",
      label: text(group.querySelector("[data-slot='side-nav-group-trigger']")),
      children: group.getAttribute("data-state") === "open" ? links(group) : null,
    });
    const list = nav.querySelector("[data-slot='side-nav-list']");
    const entries = [...(list?.children ?? [])].map((item) => {
      const group = item.querySelector("[data-slot='side-nav-group']");
      if (group !== null) return groupOf(group);
      const link = item.querySelector("a");
      return { id: link?.getAttribute("href") ?? "", label: text(link) };
    });
    const createGroup = nav.querySelector(
      "[data-slot='side-nav-create'] [data-slot='side-nav-group']",
    );
    const create = createGroup === null ? [] : (groupOf(createGroup).children ?? []);
    return { entries, create };
  });
}

/** Opens every shut group of the open menu (and the create menu), then reads it. */
export async function readWholeMenu(
  page: Page,
): Promise<{ entries: MenuNode[]; create: MenuNode[] }> {
  const shut = sideNav(page)
    .locator("[data-slot='side-nav-list'], [data-slot='side-nav-create']")
    .getByRole("button", { expanded: false });
  for (let count = await shut.count(); count > 0; count = await shut.count()) {
    await shut.first().click();
    await expect.poll(() => shut.count(), { timeout: UI_TIMEOUT_MS }).toBeLessThan(count);
  }
  return readOpenMenu(page);
}

/**
 * The menu's order in the machine's terms (`menu.sorting`): groups by key, links by route (the
 * profile link's address is the user's own id, its entry `/user/{id}`).
 */
export function orderOf(entries: readonly MenuNode[], selfId: string): MenuOrder {
  const idOf = (node: MenuNode) => (node.id === `/user/${selfId}` ? "/user/{id}" : node.id);
  return entries.map((node) => {
    if (node.children === undefined) return { id: idOf(node) };
    if (node.children === null) throw new Error(`the group ${node.id} is shut`);
    return { id: node.id, children: node.children.map(idOf) };
  });
}

/** The rows of the menu in edit mode, top to bottom. */
export async function readEditRows(page: Page): Promise<EditRow[]> {
  return editList(page).evaluate((list) =>
    [...list.querySelectorAll("[data-slot='side-nav-edit-row']")].map((row) => ({
      label: row.querySelector("button")?.textContent?.trim() ?? "",
      kind: row.getAttribute("data-kind") === "group" ? ("group" as const) : ("link" as const),
      depth: Number(row.getAttribute("data-depth")),
    })),
  );
}

/** dnd-kit's live region: what a screen reader hears while an entry is moved. */
const announcement = (page: Page): Promise<string> =>
  page
    .locator("[id^='DndLiveRegion']")
    .first()
    .evaluate((region) => region.textContent?.trim() ?? "");

/** The most moves one drag may take (the longest menu has fewer rows). */
const MAX_MOVES = 60;
/** How long a key press may take to be announced (a move onto the same place says nothing). */
const MOVE_ANNOUNCED_MS = 1_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The announcement once it differs from `before`, or after `ms` whatever it is. */
async function nextAnnouncement(page: Page, before: string, ms: number): Promise<string> {
  const end = Date.now() + ms;
  for (;;) {
    const now = await announcement(page);
    if (now !== before || Date.now() > end) return now;
    await pause(25);
  }
}

/**
 * Moves the edit-mode row named `label` with the keyboard: Space picks it up, `key` moves it one
 * row at a time until the announcement says it is at `place` (e.g. "in Teams, position 1 of"),
 * Space drops it there.
 */
export async function moveWithKeyboard(
  page: Page,
  label: string,
  place: string,
  key: "ArrowDown" | "ArrowUp",
): Promise<void> {
  const handle = editList(page).getByRole("button", {
    name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(, in .*)?$`),
  });
  await handle.focus();
  await page.keyboard.press("Space");
  await expect.poll(() => announcement(page), { timeout: UI_TIMEOUT_MS }).toMatch(/^Picked up /);
  let heard = await announcement(page);
  for (let moves = 0; !heard.includes(place); moves += 1) {
    if (moves >= MAX_MOVES) throw new Error(`${label} never reached "${place}": ${heard}`);
    await page.keyboard.press(key);
    heard = await nextAnnouncement(page, heard, MOVE_ANNOUNCED_MS);
  }
  await page.keyboard.press("Space");
  await expect.poll(() => announcement(page), { timeout: UI_TIMEOUT_MS }).toMatch(/^Dropped /);
}
