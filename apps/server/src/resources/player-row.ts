/**
 * A `players` row as the contract's `Player` (people and campaign lists): the columns to select
 * and the mapping, with the 5-minute `online` rule and whether the player has a picture. Secrets (password hash, TOTP) are never
 * selected.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Role } from "@canvass/sdk/permissions";
import { sql } from "kysely";
import type { JsonObject } from "../db/index.js";
import { kindFolder, PLAYER_IMAGE } from "./platform/assets/asset-files.js";

export type Player = Schema<"Player">;

/** A player counts as online when last seen within this window. */
export const ONLINE_WINDOW_MS = 5 * 60 * 1000;

/**
 * Whether the player has a picture (`assets/players/{id}/player.png`): the record's read-only
 * `has_picture`, so the console asks only for pictures that exist. `table` is how the query
 * names `players`.
 */
export function hasPictureColumn(table: "players" | "p") {
  const folder = kindFolder(PLAYER_IMAGE.kind);
  const name = `/${PLAYER_IMAGE.name}`;
  return sql<boolean>`exists (select 1 from assets where assets.path = ${folder} || ${sql.ref(`${table}.id`)} || ${name})`.as(
    "has_picture",
  );
}

/** The columns `toPlayer` needs (select them from `players`). */
export const PLAYER_COLUMNS = [
  "players.id",
  "players.firstname",
  "players.lastname",
  "players.full_name",
  "players.team",
  "players.client",
  "players.username",
  "players.email",
  "players.role",
  "players.status",
  "players.metadata",
  "players.created",
  "players.updated",
  "players.last_seen",
  hasPictureColumn("players"),
] as const;

export interface PlayerRow {
  readonly id: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly full_name: string;
  readonly team: string;
  readonly client: string | null;
  readonly username: string;
  readonly email: string;
  readonly role: Role;
  readonly status: number;
  readonly metadata: JsonObject;
  readonly created: Date;
  readonly updated: Date;
  readonly last_seen: Date | null;
  readonly has_picture: boolean;
}

/** What `toPlayer` reads of a row (every column but `client`). */
export type PlayerFields = Omit<PlayerRow, "client">;

export function toPlayer(row: PlayerFields, now: Date): Player {
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
    has_picture: row.has_picture,
    ...(row.last_seen === null
      ? { online: false }
      : {
          lastSeen: row.last_seen.toISOString(),
          online: Math.abs(now.getTime() - row.last_seen.getTime()) <= ONLINE_WINDOW_MS,
        }),
  };
}
