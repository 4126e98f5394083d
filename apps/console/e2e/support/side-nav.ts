/**
 * The side menu in a page, read and driven the way a person does (en-CA names): wait for the
 * saved order, open groups, enter edit mode, move an entry with the keyboard (dnd-kit's keyboard
 * sensor: Space, arrows, Space, following its spoken announcements). Reading the menu's shape
 * (entries, groups, order) is one `evaluate` over its `data-slot` parts, so a check costs one
 * round trip.
 */
import type { MenuOrder } from "@canvass/machines";
import type { Locator, Page } from "playwright-core";
import { sideNav, visible } from "./console-page";
import { settle } from "./settle";

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

/** Waits until the menu runs on its machine: "Edit menu" shows once the saved order was read. */
export async function menuReady(page: Page): Promise<void> {
  await visible(editButton(page));
}

/** The collapsed menu: its rail items (links by address, groups by label), its floating list. */
export interface RailView {
  readonly items: readonly { readonly href: string | null; readonly label: string }[];
  /** The floating list that shows: its title and its links' addresses. */
  readonly flyout: { readonly label: string; readonly links: readonly string[] } | null;
}

/** The open menu's entries and create links, as rendered (shut groups without children). */
export interface OpenView {
  readonly entries: readonly MenuNode[];
  readonly create: readonly MenuNode[];
}

/** Everything the menu shows, whatever its mode. */
export interface MenuView {
  /** `open`, `closed` or `editing` (the nav's `data-state`). */
  readonly mode: string | null;
  readonly open: OpenView | null;
  readonly rail: RailView | null;
  readonly rows: EditRow[] | null;
  /** The save button shows a save under way. */
  readonly saving: boolean;
  /** The menu's own error message (`role="alert"`), if any. */
  readonly alert: string | null;
}

/** Reads the menu; runs in the page, so it is self-contained. */
const describeNav = (nav: Element): MenuView => {
  const text = (element: Element | null) => element?.textContent.trim() ?? "";
  const childLinks = (root: Element) =>
    [...root.querySelectorAll("[data-slot='side-nav-child'] a")].map((link) => ({
      id: link.getAttribute("href") ?? "",
      label: text(link),
    }));
  const groupOf = (group: Element): MenuNode => ({
    id: group.getAttribute("data-group") ?? "",
    label: text(group.querySelector("[data-slot='side-nav-group-trigger']")),
    children: group.getAttribute("data-state") === "open" ? childLinks(group) : null,
  });
  const mode = nav.getAttribute("data-state");
  const items = [...(nav.querySelector("[data-slot='side-nav-list']")?.children ?? [])];

  let open: OpenView | null = null;
  if (mode === "open") {
    const entries = items.map((item): MenuNode => {
      const group = item.querySelector("[data-slot='side-nav-group']");
      if (group !== null) return groupOf(group);
      const link = item.querySelector("a");
      return { id: link?.getAttribute("href") ?? "", label: text(link) };
    });
    const create = nav.querySelector("[data-slot='side-nav-create'] [data-slot='side-nav-group']");
    open = { entries, create: create === null ? [] : (groupOf(create).children ?? []) };
  }

  let rail: RailView | null = null;
  if (mode === "closed") {
    const railItems = items.map((item) => {
      const trigger = item.querySelector("[data-slot='side-nav-rail-trigger']");
      const link = item.querySelector("a");
      return {
        href: trigger === null ? (link?.getAttribute("href") ?? null) : null,
        label: (trigger ?? link)?.getAttribute("aria-label") ?? "",
      };
    });
    const shown = nav.querySelector("[data-slot='side-nav-flyout']");
    const flyout =
      shown === null
        ? null
        : {
            label: text(shown.querySelector("span")),
            links: [...shown.querySelectorAll("a")].map((link) => link.getAttribute("href") ?? ""),
          };
    rail = { items: railItems, flyout };
  }

  const rows =
    mode === "editing"
      ? [...nav.querySelectorAll("[data-slot='side-nav-edit-row']")].map((row): EditRow => ({
          label: text(row.querySelector("button")),
          kind: row.getAttribute("data-kind") === "group" ? "group" : "link",
          depth: Number(row.getAttribute("data-depth")),
        }))
      : null;

  return {
    mode,
    open,
    rail,
    rows,
    saving: nav.querySelector("[data-slot='side-nav-save'][aria-busy='true']") !== null,
    alert: nav.querySelector("[role='alert']")?.textContent.trim() ?? null,
  };
};

/** The menu as it shows now (one round trip). */
export const readMenu = (page: Page): Promise<MenuView> => sideNav(page).evaluate(describeNav);

/** The open menu's entries and create links; fails when the menu is not open. */
export async function readOpenMenu(page: Page): Promise<OpenView> {
  const { mode, open } = await readMenu(page);
  if (open === null) throw new Error(`the menu is ${mode ?? "missing"}, not open`);
  return open;
}

/** The rows of the menu in edit mode, top to bottom; fails outside edit mode. */
export async function readEditRows(page: Page): Promise<EditRow[]> {
  const { mode, rows } = await readMenu(page);
  if (rows === null) throw new Error(`the menu is ${mode ?? "missing"}, not in edit mode`);
  return rows;
}

/** Opens every shut group of the open menu (and the create menu), then reads it. */
export async function readWholeMenu(page: Page): Promise<OpenView> {
  const shut = sideNav(page)
    .locator("[data-slot='side-nav-list'], [data-slot='side-nav-create']")
    .getByRole("button", { expanded: false });
  for (let count = await shut.count(); count > 0; count = await shut.count()) {
    await shut.first().click();
    await settle(
      () => shut.count(),
      (left) => left < count,
      "a menu group to open",
    );
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

/** dnd-kit's live region: what a screen reader hears while an entry is moved. */
const announcement = (page: Page): Promise<string> =>
  page
    .locator("[id^='DndLiveRegion']")
    .first()
    .evaluate((region) => region.textContent.trim());

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
  let heard = await settle(
    () => announcement(page),
    (said) => said.startsWith("Picked up "),
    "the pick-up",
  );
  for (let moves = 0; !heard.includes(place); moves += 1) {
    if (moves >= MAX_MOVES) throw new Error(`${label} never reached "${place}": ${heard}`);
    await page.keyboard.press(key);
    heard = await nextAnnouncement(page, heard, MOVE_ANNOUNCED_MS);
  }
  await page.keyboard.press("Space");
  await settle(
    () => announcement(page),
    (said) => said.startsWith("Dropped "),
    "the drop",
  );
}
