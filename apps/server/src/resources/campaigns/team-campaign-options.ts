/**
 * Team campaign options: which teams a campaign option (exclusion) is scoped to.
 * `GET /teamcampaignoptions/`, `POST /teamcampaignoptions/{id}/{campaign}/{teams}/` (scope to
 * more teams; each must work on the campaign) and `DELETE /teamcampaignoptions/{id}/{teams}/`.
 * An option with no team campaign options applies to every team of its campaign.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Kysely } from "kysely";
import { principalOf, requireRule } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound, unprocessable, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { distinct } from "./checks.js";
import { countOf, readListPage, totalOf } from "../lists/index.js";
import { freshness } from "./lists.js";

type TeamCampaignOption = Schema<"TeamCampaignOption">;

interface ScopeRow {
  option: string;
  campaign: string;
  team: string;
  created: Date;
}

function toScope(row: ScopeRow): TeamCampaignOption {
  return {
    option: row.option,
    campaign: row.campaign,
    team: row.team,
    Created: row.created.toISOString(),
  };
}

/** The campaign of an option, locked for the change; 404 when there is no such option. */
async function lockOption(db: Kysely<Database>, id: string): Promise<string> {
  const row = await db
    .selectFrom("campaign_options")
    .select("campaign")
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (row === undefined) throw notFound(`No campaign option ${id}.`);
  return row.campaign;
}

export function teamCampaignOptionHandlers(deps: ServerDeps): HandlerMap {
  return {
    listTeamCampaignOptions: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "overrides", "get");
      const window = readListPage(ctx);
      const fresh = await freshness(
        deps.db,
        ["team_campaign_options"],
        ctx.headers["If-Modified-Since"],
      );
      if (fresh.notModified) return { status: 304, headers: fresh.headers };
      const { campaign, option } = ctx.query;
      const scopes = deps.db
        .selectFrom("team_campaign_options as s")
        .$if(campaign !== undefined, (query) => query.where("s.campaign", "=", campaign ?? ""))
        .$if(option !== undefined, (query) => query.where("s.option", "=", option ?? ""));
      const rows = await scopes
        .select(["s.option", "s.campaign", "s.team", "s.created"])
        .orderBy("s.campaign")
        .orderBy("s.option")
        .orderBy("s.team")
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(rows.length, window, countOf(scopes));
      return {
        status: 200,
        headers: fresh.headers,
        body: { Result: rows.map(toScope), Count: count },
      };
    },

    setTeamCampaignOptions: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "overrides", "update", "ManageOverrides");
      const { id, campaign } = ctx.params;
      const teams = distinct(ctx.params.teams.split(","));
      const rows = await deps.db.transaction().execute(async (trx) => {
        const optionCampaign = await lockOption(trx, id);
        if (optionCampaign !== campaign) {
          throw unprocessable(`Option ${id} belongs to campaign ${optionCampaign}.`, [
            {
              field: "path.campaign",
              message: "is not the campaign of the option",
              code: "mismatch",
            },
          ]);
        }
        const members = await trx
          .selectFrom("team_campaigns")
          .select("team")
          .where("campaign", "=", campaign)
          .where("team", "in", teams)
          .execute();
        const working = new Set(members.map((row) => row.team));
        const strangers = teams.filter((team) => !working.has(team));
        if (strangers.length > 0) {
          throw unprocessable(`Not teams of campaign ${campaign}: ${strangers.join(", ")}.`, [
            {
              field: "path.teams",
              message: `${strangers.join(", ")} ${strangers.length === 1 ? "does" : "do"} not work on the campaign`,
              code: "unknown",
            },
          ]);
        }
        await trx
          .insertInto("team_campaign_options")
          .values(teams.map((team) => ({ option: id, campaign, team, created: deps.now() })))
          .onConflict((conflict) => conflict.columns(["option", "team"]).doNothing())
          .execute();
        return trx
          .selectFrom("team_campaign_options")
          .select(["option", "campaign", "team", "created"])
          .where("option", "=", id)
          .orderBy("team")
          .execute();
      });
      return { status: 200, body: { Result: rows.map(toScope), Count: rows.length } };
    },

    deleteTeamCampaignOptions: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "overrides", "delete", "ManageOverrides");
      const { id } = ctx.params;
      const teams = distinct(ctx.params.teams.split(","));
      await deps.db.transaction().execute(async (trx) => {
        await lockOption(trx, id);
        await trx
          .deleteFrom("team_campaign_options")
          .where("option", "=", id)
          .where("team", "in", teams)
          .execute();
      });
      return { status: 204 };
    },
  };
}
