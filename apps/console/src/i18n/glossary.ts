/**
 * The names of the domain's roles and statuses, each from its one glossary message
 * (`messages/glossary/<locale>.ts`), so every screen calls a role by the same word.
 */
import type { Role } from "@canvass/sdk/permissions";
import type { Translate } from "./use-t";

/** A role in the reader's words. */
export function roleName(t: Translate, role: Role): string {
  return t(`role.${role}`);
}

/** A user's status (the contract's 1 = active, 0 = inactive) in the reader's words. */
export function statusName(t: Translate, status: number): string {
  return status === 1 ? t("status.active") : t("status.inactive");
}
