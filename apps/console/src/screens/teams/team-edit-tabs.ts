import type { PermissionContext } from "@canvass/sdk/permissions";
import type { Translate } from "../../i18n/use-t";
import { openableTabs, type EditTab } from "../../patterns";

/** The edit sub-pages of a team the operator may open (general; optional fields). */
export function teamEditTabs(
  id: string,
  permissions: PermissionContext | null,
  t: Translate,
): EditTab[] {
  const base = `/team/${encodeURIComponent(id)}/edit`;
  return openableTabs(
    permissions,
    [
      {
        id: "general",
        label: t("teams.tab.general"),
        href: `${base}/general`,
        route: "/team/{id}/edit/general",
      },
      {
        id: "optional",
        label: t("teams.tab.optional"),
        href: `${base}/optional`,
        route: "/team/{id}/edit/optional",
      },
    ],
    id,
  );
}
