/**
 * Which users a caller may see (decision 0006, "Users" column), as one SQL condition on the
 * `players` table:
 *
 * - root, admin: every user at or below their rank;
 * - manager: the users of their team's subtree, at or below their rank;
 * - client: the client users of their own client;
 * - callcenter, rep: themselves and the users of their own role in their own team.
 *
 * A user outside it answers 404 on reads and writes.
 */
import type { Role } from "@canvass/sdk/permissions";
import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import { teamSubtree, visibleRoles, type Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";

export interface PlayerScope {
  /** Roles the caller may see. */
  readonly roles: readonly Role[];
  /** Teams whose users the caller may see; `undefined` means every team. */
  readonly teams: readonly string[] | undefined;
  /** Client users only of this client (client callers); `undefined` means no such limit. */
  readonly client: { readonly id: string | null } | undefined;
  /** The caller, who always sees themself. */
  readonly self: string;
}

export async function playerScope(
  db: Kysely<Database>,
  principal: Principal,
): Promise<PlayerScope> {
  const roles = visibleRoles(principal);
  const self = principal.player.id;
  switch (principal.player.role) {
    case "root":
    case "admin":
      return { roles, teams: undefined, client: undefined, self };
    case "manager":
      return {
        roles,
        teams: await teamSubtree(db, principal.player.team),
        client: undefined,
        self,
      };
    case "client":
      return { roles, teams: undefined, client: { id: principal.player.client }, self };
    case "callcenter":
    case "rep":
      return { roles, teams: [principal.player.team], client: undefined, self };
  }
}

/** The scope as a condition on `players` (the table or an alias named `players`). */
export function inPlayerScope(scope: PlayerScope, table = "players"): Expression<SqlBool> {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const conditions = [sql`${column("role")} IN (${sql.join([...scope.roles])})`];
  if (scope.teams !== undefined) {
    conditions.push(sql`${column("team")} IN (${sql.join([...scope.teams])})`);
  }
  if (scope.client !== undefined) {
    conditions.push(
      scope.client.id === null
        ? sql`${column("id")} = ${scope.self}`
        : sql`${column("client")} = ${scope.client.id}`,
    );
  }
  return sql<SqlBool>`(${sql.join(conditions, sql` AND `)})`;
}

/** Whether a user (by role, team and client) is inside the scope. */
export function playerInScope(
  scope: PlayerScope,
  player: {
    readonly id: string;
    readonly role: Role;
    readonly team: string;
    readonly client: string | null;
  },
): boolean {
  if (!scope.roles.includes(player.role)) return false;
  if (scope.teams !== undefined && !scope.teams.includes(player.team)) return false;
  if (scope.client !== undefined) {
    return scope.client.id === null ? player.id === scope.self : player.client === scope.client.id;
  }
  return true;
}
