/**
 * `GET /teams/{id}/campaigns/`: one page of the campaigns a team works on, for a team the caller
 * may see, sorted by title. A client caller only sees the campaigns of their client.
 */
import { sql } from "kysely";
import { principalOf, requireResource } from "../../auth/index.js";
import { conditional, tablesModified, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { toCampaign } from "../campaign-row.js";
import { countOf, readListPage, totalOf } from "../lists/index.js";
import { visibleTeam } from "./team-lookup.js";
import { campaignScope } from "./team-columns.js";

export function listTeamCampaigns(deps: ServerDeps): OperationHandler<"listTeamCampaigns"> {
  return async ({ params, query, headers, ...context }) => {
    const principal = principalOf(context);
    requireResource(principal, "campaigns", "get");
    const window = readListPage({ ...context, query });
    const team = await visibleTeam(deps.db, principal, params.id);
    const cache = conditional(
      headers["If-Modified-Since"],
      await tablesModified(deps.db, ["campaigns", "team_campaigns"]),
    );
    if (cache.notModified) return { status: 304, headers: cache.headers };
    const scope = await campaignScope(deps.db, principal);
    let filtered = deps.db
      .selectFrom("campaigns")
      .innerJoin("team_campaigns", "team_campaigns.campaign", "campaigns.id")
      .where("team_campaigns.team", "=", team.id);
    if (scope !== undefined) {
      filtered =
        scope.length === 0
          ? filtered.where(sql<boolean>`false`)
          : filtered.where("campaigns.id", "in", [...scope]);
    }
    const rows = await filtered
      .select([
        "campaigns.id",
        "campaigns.title",
        "campaigns.type",
        "campaigns.attempts",
        "campaigns.timeout",
        "campaigns.submit_mode",
        "campaigns.block_screenshot",
        "campaigns.checkin_length",
        "campaigns.range",
        "campaigns.picture",
        "campaigns.raw_processes",
        "campaigns.created",
        "campaigns.updated",
        sql<string[]>`coalesce((
          SELECT array_agg(tc.team ORDER BY tc.team) FROM team_campaigns tc
          WHERE tc.campaign = campaigns.id), '{}'::text[])`.as("teams"),
      ])
      .orderBy(sql`lower(campaigns.title)`)
      .orderBy("campaigns.id")
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    const Count = await totalOf(rows.length, window, countOf(filtered));
    const Result = rows.map((row) => ({ ...toCampaign(row), raw_processes: row.raw_processes }));
    return { status: 200, body: { Result, Count }, headers: cache.headers };
  };
}
