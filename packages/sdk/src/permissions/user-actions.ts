/**
 * What an operator may do to another user from a list, a profile or an edit page: move them to
 * another team, change their role, activate or deactivate them, delete them, set their password
 * (`POST /players/{id}/update-password/`; your own goes through `changeOwnPassword`, with the
 * current password). One predicate for
 * the server's 403 and the console's buttons, with the reason as a code (the console translates
 * it; the server sends `userActionMessage`).
 *
 * Nobody does any of these to themselves (each would end or lock their own session); beyond
 * that each action needs its named permission, and deleting a user needs them strictly below
 * the operator's rank.
 */
import { can, canOnResource } from "./capabilities";
import type { PermissionContext } from "./context";
import { ROLES, rankBelow, type Role } from "./roles";

export const USER_ACTIONS = ["move", "changeRole", "setStatus", "delete", "setPassword"] as const;
export type UserAction = (typeof USER_ACTIONS)[number];

export const USER_ACTION_REFUSALS = ["self", "permission", "rank"] as const;
/** `self`: not on yourself; `permission`: the named permission is missing; `rank`: not below. */
export type UserActionRefusal = (typeof USER_ACTION_REFUSALS)[number];

/** The user acted on. */
export interface UserActionTarget {
  readonly id: string;
  readonly role: Role;
}

/** Why `ctx` may not do `action` to `target`, or `undefined` when it may. */
export function canActOnUser(
  ctx: PermissionContext,
  target: UserActionTarget,
  action: UserAction,
): UserActionRefusal | undefined {
  if (ctx.selfId === undefined || target.id === ctx.selfId) return "self";
  switch (action) {
    case "move":
    case "changeRole":
    case "setPassword":
      return can(ctx, "EditUser", target) ? undefined : "permission";
    case "setStatus":
      return can(ctx, "EditUserState", target) ? undefined : "permission";
    case "delete":
      if (!canOnResource(ctx, "players", "delete")) return "permission";
      return rankBelow(ctx.role).includes(target.role) ? undefined : "rank";
  }
}

/**
 * A refusal of `action` on the user `targetId` that holds whatever that user's role is (yourself,
 * or a role that may do it to nobody), or `undefined` when it depends on the target. The server
 * answers it before reading the target, so a refused caller learns nothing of who exists.
 */
export function userActionRefusalForAnyTarget(
  ctx: PermissionContext,
  targetId: string,
  action: UserAction,
): UserActionRefusal | undefined {
  const refusals = ROLES.map((role) => canActOnUser(ctx, { id: targetId, role }, action));
  return refusals.every((refusal) => refusal !== undefined) ? refusals[0] : undefined;
}

const SELF: Readonly<Record<UserAction, string>> = {
  move: "You cannot move yourself to another team.",
  changeRole: "You cannot change your own role.",
  setStatus: "You cannot activate or deactivate your own account.",
  delete: "You cannot delete your own account.",
  setPassword:
    "You change your own password with POST /users/change-password/{id}/ (with the current one), not here.",
};

const PERMISSION: Readonly<Record<UserAction, string>> = {
  move: "You do not have the EditUser permission for this user.",
  changeRole: "You do not have the EditUser permission for this user.",
  setStatus: "You do not have the EditUserState permission for this user.",
  delete: "You may not delete users.",
  setPassword: "You do not have the EditUser permission for this user.",
};

/** The English text of a refusal (the server's 403 detail); `role` is the operator's. */
export function userActionMessage(
  action: UserAction,
  refusal: UserActionRefusal,
  role: Role,
): string {
  if (refusal === "self") return SELF[action];
  if (refusal === "rank") return `You may only delete users below your rank (${role}).`;
  return PERMISSION[action];
}
