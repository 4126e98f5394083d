/**
 * `DELETE /players/{id}/`: deletes a user strictly below the caller's rank, never the caller
 * (the SDK's `canActOnUser(…, "delete")`, 403 with its message).
 *
 * A user who collected submissions cannot be deleted: their submissions keep pointing at them
 * (the database refuses), so the answer is a 409 that says to deactivate the user instead
 * (`status: 0`), with the code `has-submissions` on `path.id` for clients to word it in their
 * reader's language. Their sessions, preferences, check-ins and
 * activities go with them; their history stays, and their id is never given out again.
 */
import { canActOnUser, userActionMessage } from "@canvass/sdk/permissions";
import { principalOf, requireResource } from "../../auth/index.js";
import { conflict, forbidden, type OperationHandler } from "../../http/index.js";
import { deleteEntityAssets, isForeignKeyViolation } from "../../db/index.js";
import type { ServerDeps } from "../../services.js";
import { recordHistory } from "../history-entries.js";
import { visiblePlayer } from "./player-lookup.js";

const HAS_SUBMISSIONS =
  "This user has submissions and cannot be deleted; deactivate them instead (status 0).";

/** The 409 of a user with submissions: the sentence, and its code on the id it is about. */
const hasSubmissions = () =>
  conflict(HAS_SUBMISSIONS, [
    { field: "path.id", message: "has submissions", code: "has-submissions" },
  ]);

export function deletePlayer(deps: ServerDeps): OperationHandler<"deletePlayer"> {
  return async ({ params, ...context }) => {
    const principal = principalOf(context);
    requireResource(principal, "players", "delete");
    const now = deps.now();
    try {
      await deps.db.transaction().execute(async (trx) => {
        const target = await visiblePlayer(trx, principal, params.id, { lock: true });
        const refusal = canActOnUser(principal.permissions, target, "delete");
        if (refusal !== undefined) {
          throw forbidden(userActionMessage("delete", refusal, principal.player.role));
        }
        const submission = await trx
          .selectFrom("accounts")
          .select("id")
          .where("player", "=", target.id)
          .limit(1)
          .executeTakeFirst();
        if (submission !== undefined) throw hasSubmissions();
        await recordHistory(
          trx,
          principal,
          { target: target.id, targetType: "player", action: "delete", changes: [] },
          now,
        );
        await deleteEntityAssets(trx, "players", target.id);
        await trx.deleteFrom("players").where("id", "=", target.id).execute();
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw hasSubmissions();
      throw error;
    }
    return { status: 204 };
  };
}
