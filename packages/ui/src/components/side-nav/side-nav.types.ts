import type { ReactNode } from "react";

/** A link of the side navigation: a top-level entry, a group's child, a create or shortcut link. */
export interface SideNavLinkItem {
  /** The menu id; for menu entries the route (`/subs`), as in the menu machine's order. */
  readonly id: string;
  readonly label: string;
  /** Where the link goes; defaults to `id`. */
  readonly href?: string;
  /** A decorative icon (shown in the collapsed rail for top-level links). */
  readonly icon?: ReactNode;
}

/** A group of links (Submissions, User management…). */
export interface SideNavGroupItem {
  /** The group key, as in the menu machine's order (`submissions`). */
  readonly id: string;
  readonly label: string;
  readonly icon?: ReactNode;
  readonly children: readonly SideNavLinkItem[];
}

/** One top-level entry of the menu. */
export type SideNavItem = SideNavLinkItem | SideNavGroupItem;

/** The menu's state, as `MenuView.mode`: collapsed to an icon rail, open, or reordering. */
export type SideNavMode = "closed" | "open" | "editing";

/** The kind of entity a last-edited shortcut points at (its icon and caption). */
export type SideNavShortcutKind = "campaign" | "team" | "user";

/** A last-edited shortcut: the entity's name and its own sub-links (edit, history…). */
export interface SideNavShortcut {
  readonly id: string;
  readonly kind: SideNavShortcutKind;
  /** The entity's name ("Spring appeal 2025"). */
  readonly label: string;
  readonly links: readonly SideNavLinkItem[];
}

/** An entry was dropped: the menu machine's `menu.edit.drop` without its `type`. */
export interface SideNavDrop {
  readonly id: string;
  /** The group it now belongs to, or `null` for the top level. */
  readonly parent: string | null;
  /** Its place in that list, counted without the dragged entry. */
  readonly index: number;
}

/** What `renderLink` receives: spread it onto an `<a>` or a router link. */
export interface SideNavLinkRenderProps {
  readonly href: string;
  readonly className: string;
  readonly children: ReactNode;
  readonly "aria-current": "page" | undefined;
  readonly "aria-label": string | undefined;
  readonly title: string | undefined;
  readonly "data-slot": string;
}

/** Renders a link (default: a plain `<a href>`), so the console can use its router. */
export type SideNavRenderLink = (props: SideNavLinkRenderProps) => ReactNode;

/** The resolved order, ready to render: ids looked up in the items. */
export type SideNavEntry =
  | { readonly kind: "link"; readonly link: SideNavLinkItem }
  | {
      readonly kind: "group";
      readonly group: SideNavGroupItem;
      readonly children: readonly SideNavLinkItem[];
    };
