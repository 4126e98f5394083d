/**
 * What the SDK allows a signed-in user, worked out in the test process from what the server
 * says about them: their team (role, root team or not, restriction flags and exemptions) and the
 * client settings' feature switches. The side menu must show exactly these entries.
 */
import type { Schema } from "@canvass/sdk/contract";
import {
  CREATE_MENU,
  MENU_GATES,
  can,
  createPermissionContext,
  resolveFeatures,
  visibleMenuEntries,
  type MenuEntry,
  type PermissionContext,
} from "@canvass/sdk/permissions";
import { apiGet, type SignedIn } from "./api";
import { e2eEnv } from "./env";

/** The open client settings (`GET /settings/`). */
async function clientSettings(): Promise<Schema<"ClientSettings">> {
  const answer = await fetch(`${e2eEnv().baseUrl}/api/settings/`);
  if (answer.status !== 200) throw new Error(`GET /settings/: HTTP ${answer.status}`);
  return (await answer.json()) as Schema<"ClientSettings">;
}

/** The permission context of a signed-in user, from their team and the client settings. */
export async function permissionsOf(session: SignedIn): Promise<PermissionContext> {
  const [team, settings] = await Promise.all([
    apiGet<Schema<"Team">>(session, `/teams/${session.team}/`),
    clientSettings(),
  ]);
  return createPermissionContext({
    role: team.role,
    isRootTeam: team.parent == null,
    teamRestrictions: team.restrictions,
    teamPermissions: team.permissions,
    // The switches of `user` and `team` sit beside `features` in the settings' answer.
    features: resolveFeatures({ ...settings.features, user: settings.user, team: settings.team }),
    selfId: session.player,
  });
}

const PROFILE_ENTRY: MenuEntry = "/user/{id}";

/** The create menu's links: the menu itself shows only with `CreateAnything` (spec §6). */
const isCreateEntry = (entry: MenuEntry): boolean =>
  (CREATE_MENU as readonly string[]).includes(MENU_GATES[entry]);

/**
 * The addresses of every link the side menu should hold for `permissions`: the SDK's visible
 * entries (create links only with the create menu), the profile entry at the user's own id.
 */
export function expectedMenuHrefs(permissions: PermissionContext): string[] {
  const createMenu = can(permissions, "CreateAnything");
  return visibleMenuEntries(permissions)
    .filter((entry) => createMenu || !isCreateEntry(entry))
    .map((entry) => (entry === PROFILE_ENTRY ? `/user/${permissions.selfId ?? "me"}` : entry));
}

/** A menu entry the user may not open (the first in the SDK's order), or `undefined`. */
export function forbiddenMenuEntry(permissions: PermissionContext): MenuEntry | undefined {
  return (Object.keys(MENU_GATES) as MenuEntry[]).find(
    (entry) => entry !== PROFILE_ENTRY && !can(permissions, MENU_GATES[entry]),
  );
}
