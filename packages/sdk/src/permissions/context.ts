/**
 * The context every permission is decided in: who is asking (role, root team or not), which
 * restriction flags are in force for them, which features the host has, and optionally which
 * user is the target of the action.
 */
import { DEFAULT_FEATURES, type Features } from "./features";
import { effectiveRestrictions, type RestrictionFlag } from "./restriction-flags";
import type { Role } from "./roles";

export interface PermissionContext {
  readonly role: Role;
  /** The signed-in user's team is the root team (the operator's own top team). */
  readonly isRootTeam: boolean;
  /** Effective restriction flags, from `effectiveRestrictions`. */
  readonly restrictions: ReadonlySet<RestrictionFlag>;
  readonly features: Features;
  /** The signed-in user's id, needed by the "not self" rules. */
  readonly selfId?: string | undefined;
  /** A default target user id for target-dependent permissions. */
  readonly targetId?: string | undefined;
}

/** The user an action is about (for EditUser, EditUserState, EditTwoFactor, ViewUserProfile). */
export interface PermissionTarget {
  readonly id?: string | undefined;
  readonly role?: Role | undefined;
}

export interface PermissionContextInput {
  readonly role: Role;
  readonly isRootTeam?: boolean | undefined;
  readonly teamRestrictions?: Iterable<string> | undefined;
  readonly clientRestrictions?: Iterable<string> | undefined;
  readonly teamPermissions?: Iterable<string> | undefined;
  readonly features?: Features | undefined;
  readonly selfId?: string | undefined;
}

/** Builds a context, computing effective restrictions with the features' per-role defaults. */
export function createPermissionContext(input: PermissionContextInput): PermissionContext {
  const features = input.features ?? DEFAULT_FEATURES;
  const restrictions = effectiveRestrictions({
    role: input.role,
    teamRestrictions: input.teamRestrictions,
    clientRestrictions: input.clientRestrictions,
    teamPermissions: input.teamPermissions,
    roleDefaults: features.roleRestrictions[input.role],
  });
  return {
    role: input.role,
    isRootTeam: input.isRootTeam ?? false,
    restrictions,
    features,
    selfId: input.selfId,
  };
}
