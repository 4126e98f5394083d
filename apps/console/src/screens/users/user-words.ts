import type { CallData } from "@canvass/sdk/client";
import { ROLES, type Role } from "@canvass/sdk/permissions";
import { roleName, statusName } from "../../i18n/glossary";
import type { Translate } from "../../i18n/use-t";

export type PlayerRow = CallData<"listPlayers">["Result"][number];

/** A role in the reader's words (the glossary's one message per role). */
export const roleLabel: (t: Translate, role: Role) => string = roleName;

/** Every role as dropdown options, highest rank first (filters and pickers narrow it). */
export function roleOptions(t: Translate, roles: readonly Role[] = ROLES) {
  return roles.map((role) => ({ value: role, display: roleLabel(t, role) }));
}

/** A status in the reader's words (the glossary's one message per status). */
export const statusLabel: (t: Translate, status: number) => string = statusName;
