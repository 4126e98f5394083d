/**
 * The small vocabulary the permission table is written in: one word per clause of spec §6
 * ("admin only", "not rep or client", "not self", "below my rank", "not when restricted").
 */
import { hasBasePermission, type Resource, type Verb } from "./base-permissions";
import type { PermissionContext, PermissionTarget } from "./context";
import type { RestrictionFlag } from "./restriction-flags";
import { isAdminLevel, isAdminOrManager, rankAtOrBelow, rankBelow, type Role } from "./roles";

export type Check = (ctx: PermissionContext, target: PermissionTarget) => boolean;

/** One row of the permission table: the rule in words (as documented) and its predicate. */
export interface NamedPermissionRule {
  readonly rule: string;
  readonly check: Check;
}

/** A cell of the base table. */
export const base = (c: PermissionContext, resource: Resource, verb: Verb): boolean =>
  hasBasePermission(c.role, resource, verb);

/** An effective restriction flag is set. */
export const flag = (c: PermissionContext, name: RestrictionFlag): boolean =>
  c.restrictions.has(name);

/** "Admin only", root included. */
export const admin = (c: PermissionContext): boolean => isAdminLevel(c.role);

/** "Admin or manager", root included. */
export const adminOrManager = (c: PermissionContext): boolean => isAdminOrManager(c.role);

export const roleIn = (c: PermissionContext, ...roles: Role[]): boolean => roles.includes(c.role);

/** No target given: the permission is asked in general. */
export const noTarget = (t: PermissionTarget): boolean =>
  t.id === undefined && t.role === undefined;

export const isSelf = (c: PermissionContext, t: PermissionTarget): boolean =>
  t.id !== undefined && t.id === c.selfId;

/** Fails closed: a named target is "not self" only when the signed-in id is known. */
export const notSelf = (c: PermissionContext, t: PermissionTarget): boolean =>
  t.id === undefined || (c.selfId !== undefined && t.id !== c.selfId);

/** The target's role (when known) is at or below mine. */
export const targetAtOrBelow = (c: PermissionContext, t: PermissionTarget): boolean =>
  t.role === undefined || rankAtOrBelow(c.role).includes(t.role);

/** The target's role (when known) is strictly below mine. */
export const targetBelow = (c: PermissionContext, t: PermissionTarget): boolean =>
  t.role === undefined || rankBelow(c.role).includes(t.role);
