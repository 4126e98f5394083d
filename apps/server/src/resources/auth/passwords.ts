/**
 * Password changes by a signed-in operator:
 *
 * - `POST /users/change-password/{id}/` (changeOwnPassword): self only; the current password
 *   must be right (a wrong one counts toward the account's throttle, so a stolen session
 *   cannot guess it) and the new one different. Every other session of the user is revoked;
 *   the one in use stays valid.
 * - `POST /players/{id}/update-password/` (updatePlayerPassword): an admin or manager sets the
 *   password of a player below their rank within their data scope (404 outside it), never their
 *   own: the SDK's `canActOnUser(…, "setPassword")`, as the console's edit page asks it; every
 *   session of that player is revoked.
 *
 * Both write a history entry on the player (`Password` changed, never the value).
 */
import {
  canActOnUser,
  userActionMessage,
  userActionRefusalForAnyTarget,
  type UserActionRefusal,
} from "@canvass/sdk/permissions";
import { principalOf, requireResource, revokeSessions } from "../../auth/index.js";
import { hashPassword, verifyPassword } from "../../db/index.js";
import { forbidden, notFound, unprocessable, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { recordHistory } from "../history-entries.js";
import { playerById, playerInScope } from "./players.js";
import { assertNotThrottled, recordFailure, throttleKeys } from "./throttle.js";

export function changeOwnPassword(deps: ServerDeps): OperationHandler<"changeOwnPassword"> {
  return async (context) => {
    const principal = principalOf(context);
    const { body, params, request } = context;
    if (params.id !== principal.player.id) {
      throw forbidden(
        "You may change only your own password here; an admin or manager sets another player's password with POST /players/{id}/update-password/.",
      );
    }
    const now = deps.now();
    const keys = throttleKeys(request.ip, principal.player.username);
    await assertNotThrottled(deps.db, now, keys);
    const player = await playerById(deps.db, principal.player.id);
    if (player === undefined) throw notFound(`No player ${params.id}.`);
    if (!(await verifyPassword(player.password_hash, body.CurrentPassword))) {
      await recordFailure(deps.db, now, keys);
      throw unprocessable("The current password is wrong.", [
        { field: "/CurrentPassword", message: "is wrong", code: "wrong-password" },
      ]);
    }
    if (body.NewPassword === body.CurrentPassword) {
      throw unprocessable("The new password must differ from the current one.", [
        {
          field: "/NewPassword",
          message: "must differ from the current password",
          code: "same-password",
        },
      ]);
    }
    const passwordHash = await hashPassword(body.NewPassword);
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("players")
        .set({ password_hash: passwordHash })
        .where("id", "=", player.id)
        .execute();
      await revokeSessions(trx, player.id, now, principal.sessionId);
      await recordHistory(
        trx,
        principal,
        {
          target: player.id,
          targetType: "player",
          action: "update",
          changes: [{ field: "Password" }],
        },
        now,
      );
    });
    return { status: 204 };
  };
}

export function updatePlayerPassword(deps: ServerDeps): OperationHandler<"updatePlayerPassword"> {
  return async (context) => {
    const principal = principalOf(context);
    const { body, params } = context;
    requireResource(principal, "players", "update");
    // The SDK's rule (`canActOnUser(…, "setPassword")`): what holds whatever the target (yourself,
    // a role that sets nobody's password) before the lookup, so it confirms no id; then the rest.
    const refuse = (refusal: UserActionRefusal) =>
      forbidden(userActionMessage("setPassword", refusal, principal.player.role));
    const early = userActionRefusalForAnyTarget(principal.permissions, params.id, "setPassword");
    if (early !== undefined) throw refuse(early);
    const target = await playerInScope(deps.db, principal, params.id);
    if (target === undefined) throw notFound(`No player ${params.id}.`);
    const refusal = canActOnUser(principal.permissions, target, "setPassword");
    if (refusal !== undefined) throw refuse(refusal);
    const passwordHash = await hashPassword(body.Password);
    const now = deps.now();
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("players")
        .set({ password_hash: passwordHash })
        .where("id", "=", target.id)
        .execute();
      await revokeSessions(trx, target.id, now);
      await recordHistory(
        trx,
        principal,
        {
          target: target.id,
          targetType: "player",
          action: "update",
          changes: [{ field: "Password" }],
        },
        now,
      );
    });
    return { status: 204 };
  };
}
