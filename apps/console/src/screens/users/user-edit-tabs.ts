import type { PermissionContext } from "@canvass/sdk/permissions";
import type { Translate } from "../../i18n/use-t";
import { openableTabs, type EditTab } from "../../patterns";

/** The edit sub-pages of a user the operator may open (general; optional fields). */
export function userEditTabs(
  id: string,
  permissions: PermissionContext | null,
  t: Translate,
): EditTab[] {
  const base = `/user/${encodeURIComponent(id)}/edit`;
  return openableTabs(
    permissions,
    [
      {
        id: "general",
        label: t("users.tab.general"),
        href: `${base}/general`,
        route: "/user/{id}/edit/general",
      },
      {
        id: "optional",
        label: t("users.tab.optional"),
        href: `${base}/optional`,
        route: "/user/{id}/edit/optional",
      },
    ],
    id,
  );
}
