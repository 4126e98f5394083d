import type { SideNavShortcutKind } from "./side-nav.types";

/** Where a dragged entry is, for the screen-reader announcements. */
export interface SideNavDragPlace {
  /** The label of the dragged entry. */
  readonly entry: string;
  /** The label of the group it is in, or `null` at the top level. */
  readonly group: string | null;
  /** 1-based position in that list. */
  readonly position: number;
  /** Length of that list, the dragged entry included. */
  readonly total: number;
}

/** Every text of the side navigation; pass some or all translated through `labels`. */
export interface SideNavLabels {
  /** The accessible name of the `<nav>`. */
  readonly navigation: string;
  readonly collapse: string;
  readonly expand: string;
  readonly edit: string;
  readonly save: string;
  readonly reset: string;
  readonly cancel: string;
  /** The accessible name of the list being reordered. */
  readonly editList: string;
  /** The hint above that list. */
  readonly editHint: string;
  /** Shown (as an alert) when saving the order failed. */
  readonly saveFailed: string;
  readonly create: string;
  readonly lastEdited: string;
  readonly shortcutKinds: Readonly<Record<SideNavShortcutKind, string>>;
  /** How a draggable entry is described to screen readers (`aria-roledescription`). */
  readonly dragRoleDescription: string;
  /** Read when a draggable entry gets focus. */
  readonly dragInstructions: string;
  /** Said after a child's label in edit mode: ", in Submissions". */
  readonly inGroup: (group: string) => string;
  readonly pickedUp: (place: SideNavDragPlace) => string;
  readonly movedTo: (place: SideNavDragPlace) => string;
  readonly dropped: (place: SideNavDragPlace) => string;
  readonly cancelled: (entry: string) => string;
}

const where = ({ group, position, total }: SideNavDragPlace): string =>
  `${group === null ? "at the top level" : `in ${group}`}, position ${position} of ${total}`;

export const DEFAULT_SIDE_NAV_LABELS: SideNavLabels = {
  navigation: "Main",
  collapse: "Collapse menu",
  expand: "Expand menu",
  edit: "Arrange menu",
  save: "Save",
  reset: "Reset",
  cancel: "Cancel",
  editList: "Menu entries",
  editHint: "Drag entries to reorder them, also into another group.",
  saveFailed: "The menu order could not be saved. Try again.",
  create: "Create",
  lastEdited: "Last edited",
  shortcutKinds: { campaign: "Campaign", team: "Team", user: "User" },
  dragRoleDescription: "movable entry",
  dragInstructions:
    "Press Space to pick up the entry. While moving it, use the up and down arrow keys to " +
    "move it, left and right to take it out of a group or put it in one, Space to drop it " +
    "and Escape to cancel.",
  inGroup: (group) => `, in ${group}`,
  pickedUp: (place) => `Picked up ${place.entry}, ${where(place)}.`,
  movedTo: (place) => `${place.entry} moved ${where(place)}.`,
  dropped: (place) => `Dropped ${place.entry} ${where(place)}.`,
  cancelled: (entry) => `Moving ${entry} was cancelled; it is back in its place.`,
};

/** The default labels with the given ones on top. */
export function resolveLabels(labels: Partial<SideNavLabels> | undefined): SideNavLabels {
  return labels === undefined ? DEFAULT_SIDE_NAV_LABELS : { ...DEFAULT_SIDE_NAV_LABELS, ...labels };
}
