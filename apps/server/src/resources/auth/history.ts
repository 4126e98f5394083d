/**
 * The audit trail of this area: every password change by an operator and every two-factor
 * setting change writes a `history` entry on the player (never the secret or the password,
 * only that the field changed), in the same transaction as the change.
 */
import type { Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database, HistoryChange } from "../../db/index.js";
import { newShortId, toJson } from "../../db/index.js";

export async function recordPlayerChange(
  trx: Kysely<Database>,
  author: Principal,
  target: string,
  changes: readonly HistoryChange[],
  now: Date,
): Promise<void> {
  const name = await trx
    .selectFrom("players")
    .select("full_name")
    .where("id", "=", author.player.id)
    .executeTakeFirst();
  await trx
    .insertInto("history")
    .values({
      id: await newShortId(trx, "history"),
      target,
      target_type: "player",
      author: author.player.id,
      author_name: name?.full_name ?? author.player.username,
      action: "update",
      changes: toJson(changes),
      created: now,
      updated: now,
    })
    .execute();
}
