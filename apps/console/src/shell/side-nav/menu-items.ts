/**
 * The side menu's entries for one operator (spec §2 "Side navigation menu"): every entry only
 * with its capability (the SDK's `MENU_GATES`, the same rules the route gates use), a group
 * only when one of its children shows, labels translated. Children are listed in the spec's
 * order; `defaultMenuOrder(items, locale)` of @canvass/ui sorts them by translated label.
 * Group ids and routes are the ids the menu machine orders and `menu.sorting` saves.
 */
import { MENU_GATES, can, type MenuEntry, type PermissionContext } from "@canvass/sdk/permissions";
import type { SideNavGroupItem, SideNavItem, SideNavLinkItem } from "@canvass/ui";
import type { ReactNode } from "react";
import type { Translate } from "../../i18n/use-t";
import { MENU_ICONS } from "./menu-icons";

/** The menu id of the operator's own profile entry (its href carries the real id). */
export const PROFILE_ENTRY = "/user/{id}" satisfies MenuEntry;

const isPresent = <T>(value: T | null): value is T => value !== null;

/** A link to `route`, or `null` when the operator lacks its capability. */
function gatedLink(
  permissions: PermissionContext,
  route: MenuEntry,
  label: string,
  extra: { readonly href?: string; readonly icon?: ReactNode } = {},
): SideNavLinkItem | null {
  return can(permissions, MENU_GATES[route]) ? { id: route, label, ...extra } : null;
}

/** A group of the visible children, or `null` when none of them is visible. */
function group(
  id: string,
  label: string,
  icon: ReactNode,
  children: readonly (SideNavLinkItem | null)[],
): SideNavGroupItem | null {
  const visible = children.filter(isPresent);
  return visible.length === 0 ? null : { id, label, icon, children: visible };
}

/** Where the operator's own profile is: `/user/{id}`, or `/user/me` (which redirects there). */
export function profilePath(permissions: PermissionContext): string {
  const { selfId } = permissions;
  return selfId === undefined ? "/user/me" : `/user/${encodeURIComponent(selfId)}`;
}

/** The operator's menu entries in their default top-level order. */
export function menuItems(permissions: PermissionContext, t: Translate): SideNavItem[] {
  const link = (route: MenuEntry, label: string) => gatedLink(permissions, route, label);
  const importsAllowed = can(permissions, "StartImports");
  return [
    gatedLink(permissions, "/dashboard", t("nav.dashboard"), { icon: MENU_ICONS.dashboard }),
    group("submissions", t("nav.group.submissions"), MENU_ICONS.submissions, [
      link("/subs", t("nav.subs")),
      link("/messages", t("nav.messages")),
      link("/subs/ear", t("nav.digitalEar")),
      link("/lookup", t("nav.lookup")),
    ]),
    group("users", t("nav.group.users"), MENU_ICONS.users, [
      link("/users", t("nav.users")),
      link("/active", t("nav.active")),
      link("/teams", t("nav.teams")),
      link("/tree", t("nav.tree")),
      link("/feedback", t("nav.feedback")),
    ]),
    group("campaigns", t("nav.group.campaigns"), MENU_ICONS.campaigns, [
      link("/campaigns", t("nav.campaigns")),
      link("/cancels", t("nav.cancels")),
      link("/chats", t("nav.chats")),
      link("/checkins", t("nav.checkins")),
      link("/clients", t("nav.clients")),
    ]),
    group(
      "exports",
      importsAllowed ? t("nav.group.importsExports") : t("nav.group.exports"),
      MENU_ICONS.exports,
      [
        link("/exports", t("nav.exports")),
        link("/reports", t("nav.reports")),
        link("/batch-edit", t("nav.batchEdit")),
        link("/gfmp-batch", t("nav.gfmpBatch")),
        link("/imports", t("nav.imports")),
      ],
    ),
    group("email", t("nav.group.email"), MENU_ICONS.email, [
      link("/templates", t("nav.templates")),
      link("/blocks", t("nav.blocks")),
      link("/domains", t("nav.domains")),
    ]),
    group("admin", t("nav.group.admin"), MENU_ICONS.admin, [
      link("/configuration", t("nav.configuration")),
      link("/fieldopts", t("nav.fieldOptions")),
      link("/overrides", t("nav.overrides")),
      link("/sourcecodes", t("nav.sourceCodes")),
      link("/dashpages", t("nav.dashPages")),
    ]),
    gatedLink(permissions, PROFILE_ENTRY, t("nav.profile"), {
      href: profilePath(permissions),
      icon: MENU_ICONS.profile,
    }),
  ].filter(isPresent);
}

/** The create menu's links: only with `CreateAnything`, each only with its own capability. */
export function createLinks(permissions: PermissionContext, t: Translate): SideNavLinkItem[] {
  if (!can(permissions, "CreateAnything")) return [];
  const link = (route: MenuEntry, label: string) => gatedLink(permissions, route, label);
  return [
    link("/user/new", t("nav.create.user")),
    link("/users/bulk", t("nav.create.bulkUsers")),
    link("/team/new", t("nav.create.team")),
    link("/campaign/new", t("nav.create.campaign")),
    link("/export/new", t("nav.create.export")),
    link("/report/new", t("nav.create.report")),
  ].filter(isPresent);
}
