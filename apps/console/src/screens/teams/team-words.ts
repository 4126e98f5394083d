/**
 * The words the team screens share: a team row's type, roles in the reader's words, and the
 * Dropdown's own texts.
 */
import type { CallData } from "@canvass/sdk/client";
import { ROLES, type Role } from "@canvass/sdk/permissions";
import type { DropdownLabels } from "@canvass/ui";
import { roleName } from "../../i18n/glossary";
import type { Translate } from "../../i18n/use-t";

export type TeamRow = CallData<"getTeam">;

/** A role in the reader's words (the glossary's one message per role). */
export const roleLabel: (t: Translate, role: Role) => string = roleName;

/** Roles as dropdown options, highest rank first. */
export function roleOptions(t: Translate, roles: readonly Role[] = ROLES) {
  return roles.map((role) => ({ value: role, display: roleLabel(t, role) }));
}

/** The texts of a `Dropdown` (search box, empty and loading messages). */
export function dropdownLabels(t: Translate): DropdownLabels {
  return {
    search: t("teams.dropdown.search"),
    searchPlaceholder: t("teams.dropdown.searchPlaceholder"),
    noResults: t("teams.dropdown.noResults"),
    noOptions: t("teams.dropdown.noOptions"),
    loading: t("teams.dropdown.loading"),
  };
}
