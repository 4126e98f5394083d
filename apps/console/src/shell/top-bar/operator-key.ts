/**
 * A key naming who is signed in and what they may do: the user id, role and every named
 * permission they hold. The search actor takes its permissions once, as input, so the top bar
 * keeps one search actor per key: a new one exactly when the operator or their rights change,
 * and not on every unrelated session update (which makes a new, equal permission context).
 */
import { capabilities, type PermissionContext } from "@canvass/sdk/permissions";

export function operatorKey(permissions: PermissionContext): string {
  const held = [...capabilities(permissions)].sort().join(",");
  return `${permissions.selfId ?? ""}|${permissions.role}|${permissions.isRootTeam ? "root" : ""}|${held}`;
}
