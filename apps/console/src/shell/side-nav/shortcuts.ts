/**
 * The menu's last-edited shortcuts (spec §2): the operator's last edited campaign, team and
 * user, each with its own sub-links (profile, edit, optional fields), keeping only the links
 * whose route the operator may open (the SDK's route gates; for a user, with that user as the
 * target). A shortcut without any such link is left out. SideNav itself hides one while the
 * address is one of its links.
 */
import { canOpenRoute, type PermissionContext, type RoutePattern } from "@canvass/sdk/permissions";
import type { SideNavLinkItem, SideNavShortcut } from "@canvass/ui";
import type { Translate } from "../../i18n/use-t";
import { LAST_EDITED_KINDS, type LastEdited, type LastEditedKind } from "./last-edited";

interface SubLink {
  readonly route: RoutePattern;
  /** The address below the entity's own (`/campaign/{id}` + suffix). */
  readonly suffix: string;
  readonly label: (t: Translate) => string;
}

const profile = (t: Translate) => t("nav.shortcut.profile");
const edit = (t: Translate) => t("nav.shortcut.edit");
const optional = (t: Translate) => t("nav.shortcut.optional");

/** The sub-links of each kind. Edit links go to the general page the edit routes redirect to. */
const SUB_LINKS: Readonly<Record<LastEditedKind, { base: string; links: readonly SubLink[] }>> = {
  campaign: {
    base: "/campaign/",
    links: [
      { route: "/campaign/{id}", suffix: "", label: profile },
      { route: "/campaign/{id}/edit/{page}", suffix: "/edit/general", label: edit },
    ],
  },
  team: {
    base: "/team/",
    links: [
      { route: "/team/{id}", suffix: "", label: profile },
      { route: "/team/{id}/edit/general", suffix: "/edit/general", label: edit },
      { route: "/team/{id}/edit/optional", suffix: "/edit/optional", label: optional },
    ],
  },
  user: {
    base: "/user/",
    links: [
      { route: "/user/{id}", suffix: "", label: profile },
      { route: "/user/{id}/edit/general", suffix: "/edit/general", label: edit },
      { route: "/user/{id}/edit/optional", suffix: "/edit/optional", label: optional },
    ],
  },
};

export function lastEditedShortcuts(
  lastEdited: LastEdited,
  permissions: PermissionContext,
  t: Translate,
): SideNavShortcut[] {
  const shortcuts: SideNavShortcut[] = [];
  for (const kind of LAST_EDITED_KINDS) {
    const entity = lastEdited[kind];
    if (entity === undefined) continue;
    const { base, links } = SUB_LINKS[kind];
    const target = kind === "user" ? { id: entity.id } : undefined;
    const path = `${base}${encodeURIComponent(entity.id)}`;
    const allowed = links
      .filter((link) => canOpenRoute(permissions, link.route, target))
      .map((link): SideNavLinkItem => ({ id: `${path}${link.suffix}`, label: link.label(t) }));
    if (allowed.length === 0) continue;
    shortcuts.push({
      id: `last-${kind}`,
      kind,
      label: entity.label.trim() === "" ? entity.id : entity.label,
      links: allowed,
    });
  }
  return shortcuts;
}
