/**
 * Pure rules of the side navigation's rendering: the default order (children sorted by label),
 * the machine's order resolved to the items, the current link and the item holding it, and
 * which last-edited shortcuts show. The order rules themselves live in @canvass/machines.
 */
import { itemHolding, type MenuOrder, type MenuSortingEntry } from "@canvass/machines";
import { compareIgnoringArticles } from "@canvass/sdk/text";
import type {
  SideNavEntry,
  SideNavGroupItem,
  SideNavItem,
  SideNavLinkItem,
  SideNavShortcut,
} from "./side-nav.types";

export const isGroupItem = (item: SideNavItem): item is SideNavGroupItem => "children" in item;

/** Where a link goes. */
export const hrefOf = (link: SideNavLinkItem): string => link.href ?? link.id;

/**
 * The default menu order of the items (spec: "children of each group are sorted alphabetically
 * by label"): top-level entries as given, each group's children by their (translated) label,
 * ignoring a leading article. Give it to the menu machine as `defaultOrder`, so that reset
 * returns to it; a saved order is rendered as saved.
 */
export function defaultMenuOrder(items: readonly SideNavItem[], locale?: string): MenuOrder {
  return items.map((item): MenuSortingEntry =>
    isGroupItem(item)
      ? {
          id: item.id,
          children: [...item.children]
            .sort((a, b) => compareIgnoringArticles(a.label, b.label, locale))
            .map((child) => child.id),
        }
      : { id: item.id },
  );
}

/**
 * The order with its ids looked up in the items. A child may sit in another group than its
 * item's (the operator moved it); ids without an item are left out.
 */
export function resolveEntries(
  order: MenuOrder,
  items: readonly SideNavItem[],
): readonly SideNavEntry[] {
  const groups = new Map<string, SideNavGroupItem>();
  const links = new Map<string, SideNavLinkItem>();
  for (const item of items) {
    if (isGroupItem(item)) {
      groups.set(item.id, item);
      for (const child of item.children) links.set(child.id, child);
    } else links.set(item.id, item);
  }
  const entries: SideNavEntry[] = [];
  for (const entry of order) {
    const group = groups.get(entry.id);
    if (entry.children !== undefined && group !== undefined) {
      const children = entry.children.flatMap((id) => {
        const link = links.get(id);
        return link === undefined ? [] : [link];
      });
      entries.push({ kind: "group", group, children });
      continue;
    }
    const link = links.get(entry.id);
    if (entry.children === undefined && link !== undefined) entries.push({ kind: "link", link });
  }
  return entries;
}

/** The current link and the top-level entry holding it. */
export interface CurrentPlace {
  /** The href of the link of the current page (`/subs` for `/subs/42`), or `null`. */
  readonly href: string | null;
  /** The group (or top-level link) holding that link: it stays open. */
  readonly holder: string | null;
}

/**
 * The link of the current page among the menu and create links: the one whose href is the
 * address or its longest prefix (the menu machine's rule, `itemHolding`).
 */
export function findCurrent(
  entries: readonly SideNavEntry[],
  createLinks: readonly SideNavLinkItem[],
  currentPath: string | null,
): CurrentPlace {
  const owners = new Map<string, string | null>();
  for (const entry of entries) {
    if (entry.kind === "link") owners.set(hrefOf(entry.link), entry.link.id);
    else for (const child of entry.children) owners.set(hrefOf(child), entry.group.id);
  }
  for (const link of createLinks) if (!owners.has(hrefOf(link))) owners.set(hrefOf(link), null);
  const href = itemHolding(
    [...owners.keys()].map((id) => ({ id })),
    currentPath,
  );
  return { href, holder: href === null ? null : (owners.get(href) ?? null) };
}

/** The shortcuts to show: one is hidden while the current address is one of its links. */
export function visibleShortcuts(
  shortcuts: readonly SideNavShortcut[],
  currentPath: string | null,
): readonly SideNavShortcut[] {
  return shortcuts.filter(
    (shortcut) => !shortcut.links.some((link) => hrefOf(link) === currentPath),
  );
}
