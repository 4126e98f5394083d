import { can, type PermissionContext } from "@canvass/sdk/permissions";
import type { Translate } from "../../i18n/use-t";
import type { EditTab } from "../../patterns";

/** The edit sub-pages of a user: general, and optional fields with `EditUserOptionalFields`. */
export function userEditTabs(
  id: string,
  permissions: PermissionContext | null,
  t: Translate,
): EditTab[] {
  const tabs: EditTab[] = [
    { id: "general", label: t("users.tab.general"), href: `/user/${id}/edit/general` },
  ];
  if (permissions !== null && can(permissions, "EditUserOptionalFields")) {
    tabs.push({
      id: "optional",
      label: t("users.tab.optional"),
      href: `/user/${id}/edit/optional`,
    });
  }
  return tabs;
}
