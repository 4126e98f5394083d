/**
 * `GET /campaigns/{id}/players/`: the users of the teams working on a campaign that the caller
 * may see (decision 0006: their teams, at or below their rank; a client user only the users of
 * their own client), by last name.
 */
import { sql, type Expression, type SqlBool } from "kysely";
import { principalOf, requireRule, visibleRoles } from "../../auth/index.js";
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { isClientScoped, requireVisibleCampaign, teamVisible } from "./access.js";
import { readListPage } from "../lists/index.js";
import { playersPageByName } from "./players-page.js";
import { freshness, whereAll } from "./lists.js";

export function campaignPlayerHandlers(deps: ServerDeps): HandlerMap {
  return {
    listCampaignPlayers: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "players", "get");
      const { id } = ctx.params;
      const window = readListPage(ctx);
      await requireVisibleCampaign(deps.db, principal, id);
      const fresh = await freshness(
        deps.db,
        isClientScoped(principal)
          ? ["players", "team_campaigns", "client_campaigns"]
          : ["players", "team_campaigns"],
        ctx.headers["If-Modified-Since"],
      );
      if (fresh.notModified) return { status: 304, headers: fresh.headers };

      const conditions: Expression<SqlBool>[] = [
        sql<SqlBool>`p.team IN (SELECT team FROM team_campaigns WHERE campaign = ${id})`,
        teamVisible(principal, sql.ref("p.team")),
      ];
      if (isClientScoped(principal)) {
        conditions.push(
          principal.player.client === null
            ? sql<SqlBool>`false`
            : sql<SqlBool>`p.client = ${principal.player.client}`,
        );
      }
      const players = whereAll(
        deps.db.selectFrom("players as p").where("p.role", "in", [...visibleRoles(principal)]),
        conditions,
      );
      return {
        status: 200,
        headers: fresh.headers,
        body: await playersPageByName(players, window, deps.now()),
      };
    },
  };
}
