/**
 * The `teams` columns this area selects for the shared `toTeam` (`../team-row.ts`), with the
 * team's campaign ids gathered in the same query. A client caller only sees the campaigns
 * assigned to their client (decision 0006).
 */
import { sql, type Kysely } from "kysely";
import { clientCampaigns, type Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";

/** The campaigns whose ids a caller sees on teams; `undefined` means all. */
export type CampaignScope = readonly string[] | undefined;

export async function campaignScope(
  db: Kysely<Database>,
  principal: Principal,
): Promise<CampaignScope> {
  return principal.player.role === "client"
    ? clientCampaigns(db, principal.player.client)
    : undefined;
}

/** The team columns and campaign ids (select them from `teams`). */
export function teamColumns(scope: CampaignScope) {
  const filter =
    scope === undefined
      ? sql``
      : scope.length === 0
        ? sql` AND false`
        : sql` AND tc.campaign IN (${sql.join([...scope])})`;
  return [
    "teams.id",
    "teams.title",
    "teams.parent",
    "teams.role",
    "teams.permissions",
    "teams.restrictions",
    "teams.metadata",
    "teams.updated",
    sql<string[]>`coalesce((
      SELECT array_agg(tc.campaign ORDER BY tc.campaign) FROM team_campaigns tc
      WHERE tc.team = teams.id${filter}), '{}'::text[])`.as("campaigns"),
  ] as const;
}
