/**
 * `GET /teams/tree/`: every team the caller may see (team scope, decision 0006) as a flat list
 * of nodes with its parent, role and counts, so the hierarchy view needs one call. Counts keep to
 * what the caller could list: a team's own players and active players among the users the caller
 * sees (`GET /players/?Team=` gives the same number), and its direct sub-teams among the teams
 * in scope. A team whose parent is outside the scope keeps that parent id; no node of the
 * answer has it, which makes the team a root of the view (a manager's own team).
 *
 * ViewTeamHierarchy. `Last-Modified` follows the teams and the players (the counts).
 */
import { sql } from "kysely";
import { principalOf, requirePermission } from "../../auth/index.js";
import { conditional, tablesModified, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { inPlayerScope, playerScope } from "./player-scope.js";
import { teamScope } from "./team-scope.js";

export function getTeamTree(deps: ServerDeps): OperationHandler<"getTeamTree"> {
  return async ({ headers, ...context }) => {
    const principal = principalOf(context);
    requirePermission(principal, "ViewTeamHierarchy");
    const cache = conditional(
      headers["If-Modified-Since"],
      await tablesModified(deps.db, ["teams", "players"]),
    );
    if (cache.notModified) return { status: 304, headers: cache.headers };
    const teams = await teamScope(deps.db, principal);
    const players = await playerScope(deps.db, principal);
    let query = deps.db
      .selectFrom("teams")
      .leftJoin(
        (eb) =>
          eb
            .selectFrom("players")
            .select([
              "players.team",
              sql<number>`count(*)::int`.as("players"),
              sql<number>`(count(*) FILTER (WHERE players.status = 1))::int`.as("active"),
            ])
            .where(inPlayerScope(players))
            .groupBy("players.team")
            .as("counts"),
        (join) => join.onRef("counts.team", "=", "teams.id"),
      )
      .select([
        "teams.id",
        "teams.title",
        "teams.parent",
        "teams.role",
        sql<number>`coalesce(counts.players, 0)`.as("players"),
        sql<number>`coalesce(counts.active, 0)`.as("activePlayers"),
      ])
      .orderBy(sql`lower(teams.title)`)
      .orderBy("teams.id");
    if (teams !== undefined) query = query.where("teams.id", "in", [...teams]);
    const rows = await query.execute();
    const children = new Map<string, number>();
    for (const row of rows) {
      if (row.parent !== null) children.set(row.parent, (children.get(row.parent) ?? 0) + 1);
    }
    const nodes = rows.map((row) => ({ ...row, subteams: children.get(row.id) ?? 0 }));
    return { status: 200, body: { nodes }, headers: cache.headers };
  };
}
