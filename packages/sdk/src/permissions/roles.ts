/**
 * Roles and rank rules (spec §1, §5 "Invalid role assignment", §6 "Rank rules").
 *
 * Rank order, highest first: root, admin, manager, client, callcenter, rep. The order only
 * matters for the managing roles (root, admin, manager); the three field roles (client,
 * callcenter, rep) see and rank nobody but their own role.
 */

import { schemaEnums } from "../generated/enums";

/** The contract's `Role` enum (generated), whose order is the rank order. */
export const ROLES = schemaEnums.Role;

export type Role = (typeof ROLES)[number];

/** Where invalid role assignments are reported; `console` fits, tests inject a spy. */
export interface RoleLogger {
  readonly warn: (message: string) => void;
}

const ROLE_SET: ReadonlySet<string> = new Set<string>(ROLES);

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && ROLE_SET.has(value);
}

/** 0 for root, 5 for rep: a smaller number is a higher rank. */
export function rankIndex(role: Role): number {
  return ROLES.indexOf(role);
}

/** Roles whose members may see each other's profile without managing anyone. */
const FIELD_ROLES: readonly Role[] = ["client", "callcenter", "rep"];

/**
 * Roles "at or below my rank": root sees all; admin all but root; manager all but root and
 * admin; rep and client only their own role. Callcenter is a field role like rep (same base
 * permissions, nobody to manage), so it too sees only its own role.
 */
export function rankAtOrBelow(myRole: Role): readonly Role[] {
  if (FIELD_ROLES.includes(myRole)) return [myRole];
  return ROLES.slice(rankIndex(myRole));
}

/**
 * Roles strictly "below my rank": the roles at or below it without my own. Field roles have
 * none, so they can never create or manage another user.
 */
export function rankBelow(myRole: Role): readonly Role[] {
  return rankAtOrBelow(myRole).filter((role) => role !== myRole);
}

/** "Admin only" includes root: root ⊇ admin everywhere. */
export function isAdminLevel(role: Role): boolean {
  return role === "root" || role === "admin";
}

/** "Admin or manager" (root included). */
export function isAdminOrManager(role: Role): boolean {
  return isAdminLevel(role) || role === "manager";
}

/**
 * Validates a role about to be assigned to a user. An unknown value is reported through the
 * logger as "<value> is not a valid role" (spec §5) and the answer is false.
 */
export function assertValidRole(value: unknown, logger: RoleLogger): value is Role {
  if (isRole(value)) return true;
  logger.warn(`${describeValue(value)} is not a valid role`);
  return false;
}

/** Whether `myRole` may give a user `targetRole`: only roles strictly below my rank. */
export function canAssignRole(myRole: Role, targetRole: Role): boolean {
  return rankBelow(myRole).includes(targetRole);
}

function describeValue(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value !== "object" || value === null) return String(value);
  try {
    return JSON.stringify(value);
  } catch {
    return Object.prototype.toString.call(value);
  }
}
