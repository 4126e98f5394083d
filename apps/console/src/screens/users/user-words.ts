import type { CallData } from "@canvass/sdk/client";
import { ROLES, type Role } from "@canvass/sdk/permissions";
import type { Translate } from "../../i18n/use-t";

export type PlayerRow = CallData<"listPlayers">["Result"][number];

/** A role in the reader's words. */
export function roleLabel(t: Translate, role: Role): string {
  return t(`users.role.${role}`);
}

/** Every role as dropdown options, highest rank first (filters and pickers narrow it). */
export function roleOptions(t: Translate, roles: readonly Role[] = ROLES) {
  return roles.map((role) => ({ value: role, display: roleLabel(t, role) }));
}

export function statusLabel(t: Translate, status: number): string {
  return status === 1 ? t("users.status.active") : t("users.status.inactive");
}
