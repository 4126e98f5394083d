/**
 * Which teams a caller may see and use (decision 0006, "Teams" column): root, admin and client
 * every team (client read only, by the base table); manager their own team and every team below
 * it; callcenter and rep their own team. A team outside it answers 404 when named in the path
 * and 422 when named in a body (`/team`, `/parent`).
 */
import type { Kysely } from "kysely";
import { teamSubtree, type Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";

/** The teams the caller sees; `undefined` means every team. */
export type TeamScope = readonly string[] | undefined;

export async function teamScope(db: Kysely<Database>, principal: Principal): Promise<TeamScope> {
  switch (principal.player.role) {
    case "root":
    case "admin":
    case "client":
      return undefined;
    case "manager":
      return teamSubtree(db, principal.player.team);
    case "callcenter":
    case "rep":
      return [principal.player.team];
  }
}

export function teamInScope(scope: TeamScope, team: string): boolean {
  return scope === undefined || scope.includes(team);
}
