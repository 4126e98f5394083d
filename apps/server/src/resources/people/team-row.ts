/**
 * A `teams` row as the contract's `Team`, with its campaign ids gathered in the same query. A
 * client caller only sees the campaigns assigned to their client (decision 0006).
 */
import type { Role, Schema } from "@canvass/sdk";
import { sql, type Kysely } from "kysely";
import { clientCampaigns, type Principal } from "../../auth/index.js";
import type { Database, JsonObject } from "../../db/index.js";

export type Team = Schema<"Team">;
type RestrictionFlag = Team["restrictions"][number];

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

export interface TeamRow {
  readonly id: string;
  readonly title: string;
  readonly parent: string | null;
  readonly role: Role;
  readonly permissions: string[];
  readonly restrictions: string[];
  readonly metadata: JsonObject;
  readonly updated: Date;
  readonly campaigns: string[];
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

export function toTeam(row: TeamRow): Team {
  return {
    id: row.id,
    title: row.title,
    parent: row.parent,
    campaigns: row.campaigns,
    permissions: row.permissions as RestrictionFlag[],
    restrictions: row.restrictions as RestrictionFlag[],
    role: row.role,
    metadata: row.metadata,
    updated: row.updated.toISOString(),
  };
}
