/**
 * `GET /players/` and `GET /teams/{id}/players/`: one page of the users the caller may see
 * (rank and data scope), with the list's filters (`Campaign`: the users of the teams that work
 * on it), sort and `Last-Modified` (the players and team–campaign link tables).
 */
import { expressionBuilder, type Expression, type Kysely, type SqlBool } from "kysely";
import { principalOf, requireResource } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { conditional, notFound, tablesModified, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { PLAYER_COLUMNS, toPlayer, type Player } from "../player-row.js";
import {
  countOf,
  listSort,
  orderBySql,
  readListPage,
  searchCondition,
  totalOf,
  type PageWindow,
  type SortSql,
} from "../lists/index.js";
import { inPlayerScope, playerScope } from "./player-scope.js";
import { teamInScope, teamScope } from "./team-scope.js";

/** The SQL of each field the contract lets `Sort` name (the name indexes use lower()). */
const PLAYER_SORTS: SortSql<"listPlayers"> = {
  lastname: ["lower(players.lastname)", "lower(players.firstname)"],
  firstname: ["lower(players.firstname)", "lower(players.lastname)"],
  full_name: ["lower(players.full_name)"],
  username: ["lower(players.username)"],
  email: ["lower(players.email)"],
  role: ["players.role"],
  status: ["players.status"],
  team: ["players.team"],
  id: ["players.id"],
  Created: ["players.created"],
  Updated: ["players.updated"],
  lastSeen: ["coalesce(players.last_seen, '-infinity'::timestamptz)"],
};

/** One page and the total of the players matching every condition. */
async function playerPage(
  db: Kysely<Database>,
  conditions: readonly Expression<SqlBool>[],
  window: PageWindow,
  sort: string | undefined,
  now: Date,
): Promise<{ Result: Player[]; Count: number }> {
  // listTeamPlayers takes no `Sort`: it lists in listPlayers' default order.
  const order = orderBySql(listSort("listPlayers", sort), PLAYER_SORTS, "players.id");
  let filtered = db.selectFrom("players");
  for (const condition of conditions) filtered = filtered.where(condition);
  const rows = await filtered
    .select(PLAYER_COLUMNS)
    .orderBy(order)
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const Count = await totalOf(rows.length, window, countOf(filtered));
  return { Result: rows.map((row) => toPlayer(row, now)), Count };
}

export function listPlayers(deps: ServerDeps): OperationHandler<"listPlayers"> {
  return async ({ query, headers, ...context }) => {
    const principal = principalOf(context);
    requireResource(principal, "players", "get");
    const window = readListPage({ ...context, query });
    const sort = listSort("listPlayers", query.Sort);
    // A campaign filter's answer also changes with the teams' campaign links.
    const tables: (keyof Database)[] =
      query.Campaign === undefined ? ["players"] : ["players", "team_campaigns"];
    const cache = conditional(headers["If-Modified-Since"], await tablesModified(deps.db, tables));
    if (cache.notModified) return { status: 304, headers: cache.headers };
    const scope = await playerScope(deps.db, principal);
    const eb = expressionBuilder<Database, "players">();
    const conditions: Expression<SqlBool>[] = [inPlayerScope(scope)];
    if (query.q !== undefined) {
      conditions.push(searchCondition("players.search_text", query.q));
    }
    if (query.Team !== undefined) conditions.push(eb("players.team", "=", query.Team));
    if (query.role !== undefined) conditions.push(eb("players.role", "=", query.role));
    if (query.status !== undefined) conditions.push(eb("players.status", "=", query.status));
    if (query.Campaign !== undefined) {
      // The users of the teams linked to the campaign (`team_campaigns`, its primary key).
      conditions.push(
        eb(
          "players.team",
          "in",
          eb
            .selectFrom("team_campaigns")
            .select("team_campaigns.team")
            .where("team_campaigns.campaign", "=", query.Campaign),
        ),
      );
    }
    const body = await playerPage(deps.db, conditions, window, sort.text, deps.now());
    return { status: 200, body, headers: cache.headers };
  };
}

export function listTeamPlayers(deps: ServerDeps): OperationHandler<"listTeamPlayers"> {
  return async ({ params, query, headers, ...context }) => {
    const principal = principalOf(context);
    requireResource(principal, "players", "get");
    const window = readListPage({ ...context, query });
    const team = await deps.db
      .selectFrom("teams")
      .select("id")
      .where("id", "=", params.id)
      .executeTakeFirst();
    const scope = await teamScope(deps.db, principal);
    if (team === undefined || !teamInScope(scope, team.id)) {
      throw notFound(`There is no team ${params.id} that you may see.`);
    }
    const cache = conditional(
      headers["If-Modified-Since"],
      await tablesModified(deps.db, ["players"]),
    );
    if (cache.notModified) return { status: 304, headers: cache.headers };
    const players = await playerScope(deps.db, principal);
    const body = await playerPage(
      deps.db,
      [
        inPlayerScope(players),
        expressionBuilder<Database, "players">()("players.team", "=", team.id),
      ],
      window,
      undefined,
      deps.now(),
    );
    return { status: 200, body, headers: cache.headers };
  };
}
