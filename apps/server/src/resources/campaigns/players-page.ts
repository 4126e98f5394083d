/**
 * One page of `Player`s by last name, then first name: the shared body of the campaign's and the
 * client's user lists (`listCampaignPlayers`, `listClientPlayers`). The caller filters `players
 * as p`; this selects the contract's columns, pages, counts and maps.
 */
import { sql, type SelectQueryBuilder } from "kysely";
import type { Database } from "../../db/index.js";
import { countOf, totalOf, type PageWindow } from "../lists/index.js";
import { hasPictureColumn, toPlayer, type Player, type PlayerFields } from "../player-row.js";

/** The query builder's database type of `selectFrom("players as p")`. */
type PlayersAsP = Database & { p: Database["players"] };

export async function playersPageByName<O>(
  players: SelectQueryBuilder<PlayersAsP, "p", O>,
  window: PageWindow,
  now: Date,
): Promise<{ Result: Player[]; Count: number }> {
  const rows: PlayerFields[] = await players
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
      hasPictureColumn("p"),
    ])
    .orderBy(sql`lower(p.lastname)`)
    .orderBy(sql`lower(p.firstname)`)
    .orderBy("p.id")
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  const count = await totalOf(rows.length, window, countOf(players));
  return { Result: rows.map((row) => toPlayer(row, now)), Count: count };
}
