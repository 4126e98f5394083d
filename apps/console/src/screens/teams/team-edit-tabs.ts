import { can, type PermissionContext } from "@canvass/sdk/permissions";
import type { Translate } from "../../i18n/use-t";
import type { EditTab } from "../../patterns";

/** The edit sub-pages of a team: general, and optional fields with `EditTeamOptionalFields`. */
export function teamEditTabs(
  id: string,
  permissions: PermissionContext | null,
  t: Translate,
): EditTab[] {
  const base = `/team/${encodeURIComponent(id)}/edit`;
  const tabs: EditTab[] = [
    { id: "general", label: t("teams.tab.general"), href: `${base}/general` },
  ];
  if (permissions !== null && can(permissions, "EditTeamOptionalFields")) {
    tabs.push({ id: "optional", label: t("teams.tab.optional"), href: `${base}/optional` });
  }
  return tabs;
}
