/**
 * Which data a caller sees (docs/decisions/0006-server-data-scope.md), applied by every list,
 * read and write on top of the permission checks:
 *
 * - root and admin: everything (users at or below their rank);
 * - manager: the teams of their own team's subtree, and the users, submissions, check-ins and
 *   activities of those teams;
 * - client: the campaigns assigned to their client, and the submissions of those campaigns;
 * - rep and callcenter: their own submissions, check-ins and activities, and their own team.
 *
 * User lists also keep to the rank rule (`rankAtOrBelow`).
 */
import { rankAtOrBelow, type Role } from "@canvass/sdk/permissions";
import { sql, type Kysely } from "kysely";
import type { Database } from "../db/index.js";
import type { Principal } from "./principal.js";

export interface DataScope {
  /** The teams whose data the caller sees; `undefined` means every team. */
  readonly teams: readonly string[] | undefined;
  /** The campaigns whose data the caller sees; `undefined` means every campaign. */
  readonly campaigns: readonly string[] | undefined;
  /** Only this player's own submissions, check-ins and activities; `undefined` means anyone's. */
  readonly player: string | undefined;
  /** The roles of the users the caller may see (at or below their rank). */
  readonly roles: readonly Role[];
}

/** The roles at or below the caller's rank. */
export function visibleRoles(principal: Principal): readonly Role[] {
  return rankAtOrBelow(principal.player.role);
}

/** A team and every team below it. */
export async function teamSubtree(db: Kysely<Database>, team: string): Promise<string[]> {
  const result = await sql<{ id: string }>`
    WITH RECURSIVE tree(id) AS (
      SELECT id FROM teams WHERE id = ${team}
      UNION
      SELECT t.id FROM teams t JOIN tree ON t.parent = tree.id
    )
    SELECT id FROM tree`.execute(db);
  return result.rows.map((row) => row.id);
}

/** The campaigns assigned to a client. */
export async function clientCampaigns(
  db: Kysely<Database>,
  client: string | null,
): Promise<string[]> {
  if (client === null) return [];
  const rows = await db
    .selectFrom("client_campaigns")
    .select("campaign")
    .where("client", "=", client)
    .execute();
  return rows.map((row) => row.campaign);
}

export async function dataScope(db: Kysely<Database>, principal: Principal): Promise<DataScope> {
  const roles = visibleRoles(principal);
  switch (principal.player.role) {
    case "root":
    case "admin":
      return { teams: undefined, campaigns: undefined, player: undefined, roles };
    case "manager":
      return {
        teams: await teamSubtree(db, principal.player.team),
        campaigns: undefined,
        player: undefined,
        roles,
      };
    case "client":
      return {
        teams: undefined,
        campaigns: await clientCampaigns(db, principal.player.client),
        player: undefined,
        roles,
      };
    case "callcenter":
    case "rep":
      return {
        teams: [principal.player.team],
        campaigns: undefined,
        player: principal.player.id,
        roles,
      };
  }
}

/** Whether a row with this team / campaign / player is inside the scope. */
export function inScope(
  scope: DataScope,
  row: {
    readonly team?: string | null;
    readonly campaign?: string | null;
    readonly player?: string | null;
  },
): boolean {
  if (
    scope.teams !== undefined &&
    row.team !== undefined &&
    (row.team === null || !scope.teams.includes(row.team))
  ) {
    return false;
  }
  if (
    scope.campaigns !== undefined &&
    row.campaign !== undefined &&
    (row.campaign === null || !scope.campaigns.includes(row.campaign))
  ) {
    return false;
  }
  if (scope.player !== undefined && row.player !== undefined && row.player !== scope.player)
    return false;
  return true;
}
