/**
 * The signed-in operator's permission context, from the session (user and team) and the
 * client settings' features: the same SDK rules the server asks, so the menu, the route gates
 * and the search sections agree with what the server allows. The server still enforces every
 * rule; a client's own restriction flags are applied there (the console cannot read them).
 */
import type { SessionSnapshot } from "@canvass/machines";
import {
  createPermissionContext,
  type Features,
  type PermissionContext,
} from "@canvass/sdk/permissions";

export function permissionContextOf(
  snapshot: SessionSnapshot,
  features: Features,
): PermissionContext | null {
  const { user, team } = snapshot.context;
  if (!snapshot.matches("signedIn") || user === null || team === null) return null;
  return createPermissionContext({
    role: team.role,
    isRootTeam: team.parent == null,
    teamRestrictions: team.restrictions,
    teamPermissions: team.permissions,
    features,
    selfId: user.id,
  });
}
