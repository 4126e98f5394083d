/**
 * A `teams` row as the contract's `Team` (people and campaign lists): the columns, with the
 * team's campaign ids gathered by the query, and the mapping.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Role } from "@canvass/sdk/permissions";
import type { JsonObject } from "../db/index.js";

export type Team = Schema<"Team">;
type RestrictionFlag = Team["restrictions"][number];

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
