/**
 * The principal a run reads with: its owner's role, team, client and restrictions as they are
 * when the run starts (decision 0035: "the run applies the requester's scope at run time"; a
 * scheduled run uses the instance's owner). `undefined` when the owner is gone or inactive.
 */
import { createPermissionContext } from "@canvass/sdk/permissions";
import type { Principal } from "../../auth/index.js";
import type { ServerDeps } from "../../services.js";

export async function principalOfPlayer(
  deps: Pick<ServerDeps, "db" | "features">,
  playerId: string,
): Promise<Principal | undefined> {
  const row = await deps.db
    .selectFrom("players as p")
    .innerJoin("teams as t", "t.id", "p.team")
    .leftJoin("clients as c", "c.id", "p.client")
    .select([
      "p.id",
      "p.role",
      "p.team",
      "p.client",
      "p.username",
      "p.status",
      "t.parent as team_parent",
      "t.restrictions as team_restrictions",
      "t.permissions as team_permissions",
      "c.restrictions as client_restrictions",
    ])
    .where("p.id", "=", playerId)
    .executeTakeFirst();
  if (row?.status !== 1) return undefined;
  const isRootTeam = row.team_parent === null;
  const role = row.role;
  return {
    player: { id: row.id, role, team: row.team, client: row.client, username: row.username },
    team: {
      id: row.team,
      parent: row.team_parent,
      restrictions: row.team_restrictions,
      permissions: row.team_permissions,
    },
    isRootTeam,
    permissions: createPermissionContext({
      role,
      isRootTeam,
      teamRestrictions: row.team_restrictions,
      clientRestrictions: row.client_restrictions ?? [],
      teamPermissions: row.team_permissions,
      features: await deps.features.current(),
      selfId: row.id,
    }),
    sessionId: "export-run",
  };
}
