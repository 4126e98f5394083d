/**
 * Pure rules over the menu order (the preference `menu.sorting`: ordered `{ id, children? }`):
 * applying a saved order to the default one, moving an entry on drop (also across groups), and
 * finding the item that holds the current page. An entry with `children` is a group; groups sit
 * at the top level only.
 */
import type { MenuOrder, MenuSortingEntry } from "./menu.types";

const isGroup = (entry: MenuSortingEntry): boolean => entry.children !== undefined;

const copy = (order: MenuOrder): MenuSortingEntry[] =>
  order.map((entry) =>
    entry.children === undefined
      ? { id: entry.id }
      : { id: entry.id, children: [...entry.children] },
  );

const clamp = (index: number, length: number): number =>
  Math.min(Math.max(Math.trunc(index), 0), length);

/** Whether `id` is a group of the order. */
export function isMenuGroup(order: MenuOrder, id: string): boolean {
  return order.some((entry) => entry.id === id && isGroup(entry));
}

/**
 * The saved order applied to the default one: saved entries first, in their saved places
 * (ids the operator no longer sees are dropped, each id kept once); entries missing from it
 * keep their default place.
 */
export function applySorting(defaultOrder: MenuOrder, sorting: MenuOrder | undefined): MenuOrder {
  if (sorting === undefined || sorting.length === 0) return copy(defaultOrder);
  const groups = new Set(defaultOrder.filter(isGroup).map((entry) => entry.id));
  const links = new Set<string>();
  for (const entry of defaultOrder) {
    if (entry.children === undefined) links.add(entry.id);
    else for (const child of entry.children) links.add(child);
  }
  const used = new Set<string>();
  const take = (id: string, known: ReadonlySet<string>): boolean => {
    if (!known.has(id) || used.has(id)) return false;
    used.add(id);
    return true;
  };
  const result: MenuSortingEntry[] = [];
  for (const entry of sorting) {
    if (take(entry.id, groups)) {
      result.push({ id: entry.id, children: (entry.children ?? []).filter((c) => take(c, links)) });
    } else if (take(entry.id, links)) {
      result.push({ id: entry.id });
    }
  }
  // Missing entries go back to their default place: groups and top-level links first, then
  // children into their default group.
  defaultOrder.forEach((entry, index) => {
    if (used.has(entry.id)) return;
    used.add(entry.id);
    result.splice(
      clamp(index, result.length),
      0,
      isGroup(entry) ? { id: entry.id, children: [] } : { id: entry.id },
    );
  });
  for (const entry of defaultOrder) {
    const group = result.find((candidate) => candidate.id === entry.id);
    const children = group?.children;
    if (entry.children === undefined || children === undefined) continue;
    entry.children.forEach((child, index) => {
      if (used.has(child)) return;
      used.add(child);
      children.splice(clamp(index, children.length), 0, child);
    });
  }
  return result;
}

/**
 * The order with entry `id` moved into group `parent` (`null`: the top level) at `index` of that
 * list, counted without the moved entry; `null` when the move is not possible (unknown entry or
 * group, a group into a group).
 */
export function moveEntry(
  order: MenuOrder,
  id: string,
  parent: string | null,
  index: number,
): MenuOrder | null {
  const result = copy(order);
  const topIndex = result.findIndex((entry) => entry.id === id);
  const owner = result.find((entry) => entry.children?.includes(id) ?? false);
  if (topIndex === -1 && owner === undefined) return null;
  const moved = topIndex === -1 ? { id } : result[topIndex];
  if (moved === undefined) return null;
  if (parent !== null) {
    const target = result.find((entry) => entry.id === parent);
    if (target?.children === undefined || isGroup(moved)) return null;
  }
  // Take the entry out…
  if (topIndex !== -1) result.splice(topIndex, 1);
  else if (owner?.children !== undefined) owner.children.splice(owner.children.indexOf(id), 1);
  // …and put it in its new place.
  if (parent === null) {
    result.splice(clamp(index, result.length), 0, moved);
    return result;
  }
  const children = result.find((entry) => entry.id === parent)?.children ?? [];
  children.splice(clamp(index, children.length), 0, id);
  return result;
}

/**
 * The top-level item that holds `path`: the group with a child link that is the path or a
 * prefix of it (`/subs` holds `/subs/123`; the longest link wins), or a top-level link itself.
 */
export function itemHolding(order: MenuOrder, path: string | null): string | null {
  if (path === null) return null;
  const matches = (link: string): boolean => path === link || path.startsWith(`${link}/`);
  let best: { item: string; length: number } | null = null;
  for (const entry of order) {
    for (const link of entry.children ?? [entry.id]) {
      if (matches(link) && (best === null || link.length > best.length)) {
        best = { item: entry.id, length: link.length };
      }
    }
  }
  return best?.item ?? null;
}
