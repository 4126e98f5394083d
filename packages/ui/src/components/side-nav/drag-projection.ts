/**
 * Drag and drop over the menu as one flat list (a tree of depth 1): each group's header row is
 * followed by its children's rows. Where a dragged row lands — which group, which place — is
 * projected from the row it is over and how far it was moved sideways (one indent step in or
 * out of a group), as in dnd-kit's sortable-tree example. Groups only move at the top level.
 */
import type { SideNavDrop, SideNavEntry } from "./side-nav.types";

export interface FlatRow {
  readonly id: string;
  readonly kind: "group" | "link";
  readonly label: string;
  /** The group holding the row, or `null` at the top level. */
  readonly parent: string | null;
  readonly depth: 0 | 1;
}

/** Where the dragged row would land if dropped now. */
export interface Projection extends SideNavDrop {
  readonly depth: 0 | 1;
  readonly minDepth: 0 | 1;
  readonly maxDepth: 0 | 1;
  /** Length of the list it lands in, itself included. */
  readonly total: number;
}

/**
 * The rows of the entries. While a group is dragged (`draggedGroup`), its children are left out:
 * they travel with it.
 */
export function flattenEntries(
  entries: readonly SideNavEntry[],
  draggedGroup: string | null = null,
): readonly FlatRow[] {
  const rows: FlatRow[] = [];
  for (const entry of entries) {
    if (entry.kind === "link") {
      rows.push({
        id: entry.link.id,
        kind: "link",
        label: entry.link.label,
        parent: null,
        depth: 0,
      });
      continue;
    }
    const { group } = entry;
    rows.push({ id: group.id, kind: "group", label: group.label, parent: null, depth: 0 });
    if (group.id === draggedGroup) continue;
    for (const child of entry.children) {
      rows.push({ id: child.id, kind: "link", label: child.label, parent: group.id, depth: 1 });
    }
  }
  return rows;
}

/**
 * The rows `active` may be dropped over. A link may go over any row. A group moves past whole
 * groups, so it may only go over the first row of a group above it or the last row of a group
 * below it (otherwise it would land between another group's children).
 */
export function droppableRows(rows: readonly FlatRow[], active: string): ReadonlySet<string> {
  const activeIndex = rows.findIndex((row) => row.id === active);
  const activeRow = rows[activeIndex];
  if (activeRow === undefined) return new Set();
  if (activeRow.kind === "link") return new Set(rows.map((row) => row.id));
  const allowed = new Set<string>([active]);
  rows.forEach((row, index) => {
    if (row.depth !== 0 || index === activeIndex) return;
    if (index < activeIndex) {
      allowed.add(row.id);
      return;
    }
    // The last row of this top-level unit: its last child, or itself.
    let last = index;
    while (rows[last + 1]?.depth === 1) last += 1;
    const lastRow = rows[last];
    if (lastRow !== undefined) allowed.add(lastRow.id);
  });
  return allowed;
}

/** The list with the entry at `from` moved to `to` (dnd-kit's `arrayMove`, without the import). */
function move<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list];
  const [item] = result.splice(from, 1);
  if (item !== undefined) result.splice(to, 0, item);
  return result;
}

const clampDepth = (depth: number, min: 0 | 1, max: 0 | 1): 0 | 1 =>
  Math.min(Math.max(depth, min), max) === 1 ? 1 : 0;

/**
 * Where `active` lands when dropped over `over`, moved `depthSteps` indent steps sideways from
 * its own depth (positive: into a group). `null` for rows not in the list.
 */
export function projectDrop(
  rows: readonly FlatRow[],
  active: string,
  over: string,
  depthSteps: number,
): Projection | null {
  const activeIndex = rows.findIndex((row) => row.id === active);
  const overIndex = rows.findIndex((row) => row.id === over);
  const activeRow = rows[activeIndex];
  if (activeRow === undefined || overIndex === -1) return null;
  const moved = move(rows, activeIndex, overIndex);
  const before = moved.slice(0, overIndex);
  const after = moved.slice(overIndex + 1);

  if (activeRow.kind === "group") {
    const index = before.filter((row) => row.depth === 0).length;
    const total = rows.filter((row) => row.depth === 0).length;
    return { id: active, parent: null, index, depth: 0, minDepth: 0, maxDepth: 0, total };
  }

  const previous = before.at(-1);
  const next = after[0];
  const maxDepth: 0 | 1 =
    previous !== undefined && (previous.kind === "group" || previous.depth === 1) ? 1 : 0;
  const minDepth: 0 | 1 = next?.depth === 1 ? 1 : 0;
  const depth = clampDepth(activeRow.depth + Math.round(depthSteps), minDepth, maxDepth);
  const parent =
    depth === 0 || previous === undefined
      ? null
      : previous.kind === "group"
        ? previous.id
        : previous.parent;
  const siblings = (row: FlatRow): boolean =>
    parent === null ? row.depth === 0 : row.parent === parent && row.depth === 1;
  const index = before.filter(siblings).length;
  const total = index + 1 + after.filter(siblings).length;
  return { id: active, parent, index, depth, minDepth, maxDepth, total };
}

/** Whether dropping at `projection` leaves the entry where it was. */
export function isSamePlace(rows: readonly FlatRow[], projection: SideNavDrop): boolean {
  const start = projectDrop(rows, projection.id, projection.id, 0);
  return start !== null && start.parent === projection.parent && start.index === projection.index;
}
