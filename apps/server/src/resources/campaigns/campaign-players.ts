/**
 * `GET /campaigns/{id}/players/`: the users of the teams working on a campaign that the caller
 * may see (decision 0006: their teams, at or below their rank; a client user only the users of
 * their own client), by last name.
 */
import type { Schema } from "@canvass/sdk";
import { sql, type Expression, type SqlBool } from "kysely";
import { principalOf, visibleRoles } from "../../auth/index.js";
import type { JsonObject, RoleName } from "../../db/index.js";
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { isClientScoped, requireRule, requireVisibleCampaign, teamVisible } from "./access.js";
import { freshness, pageCount, pageWindow } from "./lists.js";

/** A user counts as online when last seen within this window (as the people area says). */
const ONLINE_WINDOW_MS = 5 * 60 * 1000;

interface PlayerRow {
  id: string;
  firstname: string;
  lastname: string;
  full_name: string;
  team: string;
  username: string;
  email: string;
  role: RoleName;
  status: number;
  metadata: JsonObject;
  created: Date;
  updated: Date;
  last_seen: Date | null;
  total: number;
}

function toPlayer(row: PlayerRow, now: Date): Schema<"Player"> {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    full_name: row.full_name,
    team: row.team,
    username: row.username,
    email: row.email,
    role: row.role,
    status: row.status === 0 ? 0 : 1,
    metadata: row.metadata,
    Created: row.created.toISOString(),
    Updated: row.updated.toISOString(),
    ...(row.last_seen === null
      ? { online: false }
      : {
          lastSeen: row.last_seen.toISOString(),
          online: Math.abs(now.getTime() - row.last_seen.getTime()) <= ONLINE_WINDOW_MS,
        }),
  };
}

export function campaignPlayerHandlers(deps: ServerDeps): HandlerMap {
  return {
    listCampaignPlayers: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "players", "get");
      const { id } = ctx.params;
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
      const players = conditions.reduce(
        (query, condition) => query.where(condition),
        deps.db.selectFrom("players as p").where("p.role", "in", [...visibleRoles(principal)]),
      );
      const window = pageWindow(ctx.query.Page, ctx.query.PageSize);
      const rows: PlayerRow[] = await players
        .select([
          "p.id",
          "p.firstname",
          "p.lastname",
          "p.full_name",
          "p.team",
          "p.username",
          "p.email",
          "p.role",
          "p.status",
          "p.metadata",
          "p.created",
          "p.updated",
          "p.last_seen",
          sql<number>`count(*) OVER ()`.as("total"),
        ])
        .orderBy(sql`lower(p.lastname)`)
        .orderBy(sql`lower(p.firstname)`)
        .orderBy("p.id")
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await pageCount(rows, window, async () => {
        const row = await players
          .select(sql<number>`count(*)`.as("total"))
          .executeTakeFirstOrThrow();
        return row.total;
      });
      const now = deps.now();
      return {
        status: 200,
        headers: fresh.headers,
        body: { Result: rows.map((row) => toPlayer(row, now)), Count: count },
      };
    },
  };
}
