/** Snapshot → view model of the side menu, so the console only renders. */
import type { SnapshotFrom } from "xstate";
import type { menuMachine } from "./menu.machine";
import { itemHolding } from "./menu.order";
import type { MenuOrder } from "./menu.types";

export interface MenuView {
  readonly mode: "closed" | "open" | "editing";
  /** A save is under way (disable the save button). */
  readonly saving: boolean;
  /** The order to render: the draft while editing, otherwise the one in effect. */
  readonly order: MenuOrder;
  /** Groups shown open: the ones opened plus the one holding the current page. */
  readonly openItems: readonly string[];
  /** The item holding the current page. */
  readonly currentItem: string | null;
  /** The item whose floating child list shows (collapsed menu). */
  readonly flyout: string | null;
  /** Why the last save failed. */
  readonly error: string | null;
}

export function selectMenuView(snapshot: SnapshotFrom<typeof menuMachine>): MenuView {
  const { context } = snapshot;
  const order = context.draft ?? context.order;
  const currentItem = itemHolding(order, context.currentPath);
  const openItems =
    currentItem === null || context.expanded.includes(currentItem)
      ? context.expanded
      : [...context.expanded, currentItem];
  return {
    mode: snapshot.matches("closed") ? "closed" : snapshot.matches("open") ? "open" : "editing",
    saving: snapshot.matches({ editing: "saving" }),
    order,
    openItems,
    currentItem,
    flyout: context.flyout,
    error: context.error,
  };
}
