/**
 * The teams of a campaign: `GET /campaigns/{id}/teams/` (the teams the caller may see, as the
 * contract's `Team`) and `POST /campaigns/{id}/teams/` (`to_add` / `to_remove` in one change).
 */
import { sql } from "kysely";
import { principalOf, requireRule } from "../../auth/index.js";
import { notFound, unprocessable, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { toCampaign } from "../campaign-row.js";
import { toTeam, type TeamRow } from "../team-row.js";
import { isClientScoped, requireVisibleCampaign, teamVisible } from "./access.js";
import { findCampaign } from "./campaign-rows.js";
import { distinct, lockRow, requireExisting } from "./checks.js";
import { countOf, readListPage, totalOf } from "../lists/index.js";
import { freshness } from "./lists.js";

export function campaignTeamHandlers(deps: ServerDeps): HandlerMap {
  return {
    listCampaignTeams: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "teams", "get");
      const { id } = ctx.params;
      const window = readListPage(ctx);
      await requireVisibleCampaign(deps.db, principal, id);
      const fresh = await freshness(
        deps.db,
        isClientScoped(principal)
          ? ["teams", "team_campaigns", "client_campaigns"]
          : ["teams", "team_campaigns"],
        ctx.headers["If-Modified-Since"],
      );
      if (fresh.notModified) return { status: 304, headers: fresh.headers };
      const members = deps.db
        .selectFrom("team_campaigns as member")
        .innerJoin("teams as t", "t.id", "member.team")
        .where("member.campaign", "=", id)
        .where(teamVisible(principal, sql.ref("t.id")));
      const rows: TeamRow[] = await members
        .select([
          "t.id",
          "t.title",
          "t.parent",
          "t.role",
          "t.permissions",
          "t.restrictions",
          "t.metadata",
          "t.updated",
          sql<string[]>`coalesce(
            (SELECT array_agg(tc.campaign ORDER BY tc.campaign) FROM team_campaigns tc WHERE tc.team = t.id),
            '{}'::text[])`.as("campaigns"),
        ])
        .orderBy(sql`lower(t.title)`)
        .orderBy("t.id")
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(rows.length, window, countOf(members));
      return {
        status: 200,
        headers: fresh.headers,
        body: { Result: rows.map(toTeam), Count: count },
      };
    },

    updateCampaignTeams: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "campaigns", "update", "EditCampaign");
      const { id } = ctx.params;
      const toAdd = ctx.body.to_add ?? [];
      const toRemove = ctx.body.to_remove ?? [];
      const adding = new Set(toAdd);
      const both = toRemove.findIndex((team) => adding.has(team));
      if (both >= 0) {
        throw unprocessable(`Team ${toRemove[both] ?? ""} is both added and removed.`, [
          { field: `/to_remove/${both}`, message: "is also in to_add", code: "conflict" },
        ]);
      }
      const row = await deps.db.transaction().execute(async (trx) => {
        await lockRow(trx, "campaigns", id, "campaign");
        await requireExisting(trx, "teams", toAdd, "/to_add");
        const added = distinct(toAdd);
        if (added.length > 0) {
          await trx
            .insertInto("team_campaigns")
            .values(added.map((team) => ({ team, campaign: id, created: deps.now() })))
            .onConflict((conflict) => conflict.columns(["team", "campaign"]).doNothing())
            .execute();
        }
        const removed = distinct(toRemove);
        if (removed.length > 0) {
          await trx
            .deleteFrom("team_campaigns")
            .where("campaign", "=", id)
            .where("team", "in", removed)
            .execute();
        }
        return findCampaign(trx, id);
      });
      if (row === undefined) throw notFound(`No campaign ${id}.`);
      return { status: 200, body: toCampaign(row) };
    },
  };
}
