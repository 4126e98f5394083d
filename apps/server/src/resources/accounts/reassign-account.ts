/**
 * `POST /accounts/reassign/{id}?playerId=`: credits a submission to another player, whose team
 * becomes the submission's team. Admin or manager (ReassignSubmissions); both the submission and
 * the player must be in the caller's scope (else 404). The change is written to the history as a
 * `reassign` of `Player` and `Team`; the answer is the submission as the caller may see it.
 */
import { sql, type Kysely } from "kysely";
import { dataScope, type Principal } from "../../auth/index.js";
import type { Database, HistoryChange } from "../../db/index.js";
import { notFound } from "../../http/index.js";
import { recordHistory } from "../history-entries.js";
import { accountRecord } from "./account-record.js";
import { playerScopeCondition } from "./player-scope.js";
import { rowScope, scopeConditions } from "./row-scope.js";
import { hiddenGroups } from "./visibility.js";

export async function reassignAccount(
  db: Kysely<Database>,
  principal: Principal,
  now: Date,
  id: string,
  playerId: string,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    const scope = await rowScope(trx, principal);
    const conditions = [sql`r.id = ${id}`, ...scopeConditions(scope)];
    const { rows } = await sql<{ player: string | null; team: string | null }>`
      SELECT r.player, r.team FROM accounts r WHERE ${sql.join(conditions, sql` AND `)}
      FOR UPDATE`.execute(trx);
    const current = rows[0];
    if (current === undefined) throw notFound(`There is no submission ${id}.`);
    const users = await dataScope(trx, principal);
    const { rows: players } = await sql<{ id: string; team: string }>`
      SELECT pl.id, pl.team FROM players pl
      WHERE pl.id = ${playerId} AND ${playerScopeCondition(principal, users, "pl")}`.execute(trx);
    const player = players[0];
    if (player === undefined) throw notFound(`There is no player ${playerId}.`);
    const changes: HistoryChange[] = [];
    if (current.player !== player.id) {
      changes.push({ field: "Player", from: current.player, to: player.id });
    }
    if (current.team !== player.team) {
      changes.push({ field: "Team", from: current.team, to: player.team });
    }
    if (changes.length > 0) {
      await trx
        .updateTable("accounts")
        .set({ player: player.id, team: player.team })
        .where("id", "=", id)
        .execute();
      await recordHistory(
        trx,
        principal,
        { target: id, targetType: "account", action: "reassign", changes },
        now,
      );
    }
    const record = await accountRecord(trx, id, hiddenGroups(principal));
    if (record === undefined) throw notFound(`There is no submission ${id}.`);
    return record;
  });
}
