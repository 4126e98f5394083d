import type { Schema } from "@canvass/sdk/contract";

/** One entry of the menu order: a group key with its children in order, or a single link. */
export type MenuSortingEntry = Schema<"MenuSortingEntry">;

/** The order of the side menu, as saved under the preference `menu.sorting`. */
export type MenuOrder = readonly MenuSortingEntry[];

/** Events of the side navigation menu. */
export type MenuEvent =
  /** Expand the menu (it is collapsible). */
  | { type: "menu.open" }
  /** Collapse the menu; this cancels editing. */
  | { type: "menu.close" }
  /** The collapse button. */
  | { type: "menu.toggle" }
  /** The pointer entered an item (or its floating child list) of the collapsed menu. */
  | { type: "menu.hover.enter"; id: string }
  /** The pointer left it: its floating list hides after 50 ms. */
  | { type: "menu.hover.leave" }
  /** Open or close a group of the expanded menu. */
  | { type: "menu.item.toggle"; id: string }
  /** The current address changed. */
  | { type: "menu.location"; path: string }
  /** Enter edit mode (only while the menu is open). */
  | { type: "menu.edit.start" }
  /** Leave edit mode, dropping the changes. */
  | { type: "menu.edit.cancel" }
  /**
   * An entry was dropped: into group `parent` (or at the top level with `null`), at `index` of
   * that list counted without the dragged entry.
   */
  | { type: "menu.edit.drop"; id: string; parent: string | null; index: number }
  /** Back to the default order. */
  | { type: "menu.edit.reset" }
  /** Persist the order as the preference `menu.sorting`. */
  | { type: "menu.edit.save" };

/** Emitted on every drop (and reset): listen with `actor.on("menu.order", …)`. */
export interface MenuOrderEmitted {
  type: "menu.order";
  order: MenuOrder;
}

export interface MenuContext {
  /** The default order of the entries the operator may see. */
  readonly defaultOrder: MenuOrder;
  /** The order in effect (the saved preference applied to the default). */
  order: MenuOrder;
  /** The order being edited; `null` outside edit mode. */
  draft: MenuOrder | null;
  /** Groups opened in the expanded menu (one holding the current page always shows open). */
  expanded: readonly string[];
  /** The current address, or `null` before the first `menu.location`. */
  currentPath: string | null;
  /** The item whose floating child list shows (collapsed menu only). */
  flyout: string | null;
  /** Why the last save failed; cleared when editing starts or saving again. */
  error: string | null;
}

export interface MenuInput {
  /** The entries the operator may see, in their default order (groups with `children`). */
  readonly defaultOrder: MenuOrder;
  /** The saved preference `menu.sorting`, if any. */
  readonly sorting?: MenuOrder | undefined;
  readonly currentPath?: string | undefined;
}

/** Input of the injected `saveMenuSorting` actor (fetch preferences, set `menu.sorting`, save). */
export interface SaveMenuSortingInput {
  readonly sorting: MenuSortingEntry[];
}
