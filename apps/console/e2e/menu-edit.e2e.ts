/**
 * Reordering the side menu for real (spec §2: drag to reorder, save to the preferences'
 * `menu.sorting`, reset): the manager moves an entry down within its group with the keyboard,
 * saves, sees the toast; the server has the new order and a reload shows it; then reset and
 * save bring the default order back, on the server and after a reload. The manager's
 * preferences start without a saved order and are put back as seeded after the file.
 */
import type { MenuOrder } from "@canvass/machines";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { apiSignIn, type SignedIn } from "./support/api";
import { browserFixture } from "./support/browser";
import { visible } from "./support/console-page";
import { loginOf } from "./support/env";
import { expectedHomePath } from "./support/home";
import {
  readPreferences,
  replacePreferences,
  withoutMenuOrder,
  type Preferences,
} from "./support/preferences";
import {
  editButton,
  menuReady,
  moveWithKeyboard,
  orderOf,
  readWholeMenu,
  type MenuNode,
  resetButton,
  saveButton,
} from "./support/side-nav";

const browser = browserFixture();

let manager: SignedIn;
let seeded: Preferences | undefined;
beforeAll(async () => {
  manager = await apiSignIn(loginOf("manager"));
  seeded = await readPreferences(manager);
  await replacePreferences(manager, withoutMenuOrder(seeded));
});
afterAll(async () => {
  if (seeded !== undefined) await replacePreferences(manager, seeded);
});

const savedOrder = async () => (await readPreferences(manager)).menu?.sorting;

/** The menu's whole order as shown now (every group opened to read its children). */
const shownOrder = async (page: Page): Promise<MenuOrder> =>
  orderOf((await readWholeMenu(page)).entries, manager.player);

/** Every entry's label, by menu id. */
const labelsOf = (entries: readonly MenuNode[]) =>
  new Map(
    entries.flatMap((node) => [
      [node.id, node.label] as const,
      ...(node.children ?? []).map((child) => [child.id, child.label] as const),
    ]),
  );

/** Saves the menu in edit mode and waits for the toast. */
async function save(page: Page): Promise<void> {
  await saveButton(page).click();
  await visible(page.getByText("Menu order saved", { exact: true }).first());
}

it("keeps a reordered menu after a reload, and reset brings the default back", async () => {
  const page = await browser.openPage({ session: manager });
  await page.goto(await expectedHomePath(manager));
  await menuReady(page);
  const { entries } = await readWholeMenu(page);
  const defaultOrder = orderOf(entries, manager.player);
  const labels = labelsOf(entries);
  expect(await savedOrder()).toBeUndefined();

  // The first group with two entries or more: its first entry goes one place down.
  const groupIndex = defaultOrder.findIndex((entry) => (entry.children?.length ?? 0) >= 2);
  const group = defaultOrder[groupIndex];
  const [first, second, ...rest] = group?.children ?? [];
  if (group === undefined || first === undefined || second === undefined) {
    throw new Error("the manager's menu has no group of two entries");
  }
  const moved = defaultOrder.map((entry, index) =>
    index === groupIndex ? { id: entry.id, children: [second, first, ...rest] } : entry,
  );

  await editButton(page).click();
  await moveWithKeyboard(
    page,
    labels.get(first) ?? first,
    `in ${labels.get(group.id) ?? group.id}, position 2 of`,
    "ArrowDown",
  );
  await save(page);
  await expect.poll(savedOrder).toEqual(moved);

  await page.reload();
  await menuReady(page);
  expect(await shownOrder(page)).toEqual(moved);

  await editButton(page).click();
  await resetButton(page).click();
  await save(page);
  await expect.poll(savedOrder).toEqual(defaultOrder);

  await page.reload();
  await menuReady(page);
  expect(await shownOrder(page)).toEqual(defaultOrder);
});
