/**
 * Asking the table: the set of named permissions held, one permission, one base-table cell,
 * and the target-dependent user rules.
 */
import { hasBasePermission, type Resource, type Verb } from "./base-permissions";
import type { PermissionContext, PermissionTarget } from "./context";
import { PERMISSION_RULES } from "./named-permissions";
import { NAMED_PERMISSIONS, type NamedPermission } from "./permission-names";
import type { Role } from "./roles";

function resolveTarget(ctx: PermissionContext, target?: PermissionTarget): PermissionTarget {
  return { id: target?.id ?? ctx.targetId, role: target?.role };
}

/**
 * Whether the context holds `permission`. Target-dependent permissions (EditUser,
 * EditUserState, EditTwoFactor, ViewUserProfile) check the target when one is given (or
 * `ctx.targetId` is set); without one they answer whether the permission is held at all.
 */
export function can(
  ctx: PermissionContext,
  permission: NamedPermission,
  target?: PermissionTarget,
): boolean {
  return PERMISSION_RULES[permission].check(ctx, resolveTarget(ctx, target));
}

/** Every named permission the context holds (target-free, unless ctx.targetId is set). */
export function capabilities(ctx: PermissionContext): ReadonlySet<NamedPermission> {
  return new Set(NAMED_PERMISSIONS.filter((name) => can(ctx, name)));
}

/**
 * The base table only (spec §6 "Base permissions"): rules by action, restriction flags and
 * features are not applied here; ask `can` with a named permission for those.
 */
export function canOnResource(
  ctx: Pick<PermissionContext, "role">,
  resource: Resource,
  verb: Verb,
): boolean {
  return hasBasePermission(ctx.role, resource, verb);
}

/**
 * The user-state rule (activate or deactivate a user): not self, not rep, callcenter or
 * client, target below my rank, not restricted by noupdateplayers. Fails closed when the
 * signed-in user's id is unknown.
 */
export function canEditUserState(
  ctx: PermissionContext,
  targetId: string,
  targetRole?: Role,
): boolean {
  return can(ctx, "EditUserState", { id: targetId, role: targetRole });
}

/** Whether the context may edit the given user's profile (self, or a user below my rank). */
export function canEditUser(ctx: PermissionContext, targetId: string, targetRole?: Role): boolean {
  return can(ctx, "EditUser", { id: targetId, role: targetRole });
}
