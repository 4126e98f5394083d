/**
 * Finds one user the caller may see, or answers 404 (ids outside the caller's scope are not
 * confirmed). Writes pass their transaction and lock the row.
 */
import type { Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { notFound } from "../../http/index.js";
import { PLAYER_COLUMNS, type PlayerRow } from "../player-row.js";
import { playerInScope, playerScope } from "./player-scope.js";

export async function visiblePlayer(
  db: Kysely<Database>,
  principal: Principal,
  id: string,
  options: { readonly lock?: boolean } = {},
): Promise<PlayerRow> {
  let query = db.selectFrom("players").select(PLAYER_COLUMNS).where("players.id", "=", id);
  if (options.lock === true) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (row !== undefined && playerInScope(await playerScope(db, principal), row)) return row;
  throw notFound(`There is no user ${id} that you may see.`);
}
