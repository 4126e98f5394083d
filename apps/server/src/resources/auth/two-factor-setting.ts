/**
 * `POST /players/{id}/two-factor/` (setPlayerTwoFactor): turns two-factor sign-in on (a new
 * TOTP secret, its otpauth URL and ten new recovery codes, shown once) or off (secret, codes
 * and pending challenges dropped). Either way every session of the player is revoked except
 * the caller's, and the change goes to the player's history.
 *
 * Who (see README): the player themself with `players:update` (so not client users, who hold
 * only `players:get`), or, for someone else, the SDK's EditTwoFactor (admin level) on a player
 * strictly below the caller's rank within their data scope. The contract text also names
 * managers; spec §6 ("Two-factor editing: admin only") and the SDK rule do not, and the server
 * keeps no second copy of the rules, so managers get 403.
 */
import type { Schema } from "@canvass/sdk/contract";
import { can, canOnResource, rankBelow, type Role } from "@canvass/sdk/permissions";
import type { Principal } from "../../auth/index.js";
import {
  principalOf,
  requirePermission,
  requireResource,
  revokeSessions,
} from "../../auth/index.js";
import { hashPassword } from "../../db/index.js";
import { forbidden, notFound, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { recordHistory } from "../history-entries.js";
import { playerInScope } from "./players.js";
import { recoveryCode } from "./secrets.js";
import { newTotpSecret, otpauthUrl } from "./totp.js";

export const RECOVERY_CODE_COUNT = 10;

/**
 * Whether the caller may turn `target`'s two-factor sign-in on or off (the rule above, without
 * the scope, which the caller's lookup of `target` already applies). `getPlayer` shows
 * `two_factor_enabled` to exactly these callers.
 */
export function mayEditTwoFactor(
  principal: Principal,
  target: { readonly id: string; readonly role: Role },
): boolean {
  if (target.id === principal.player.id) {
    return canOnResource(principal.permissions, "players", "update");
  }
  return (
    can(principal.permissions, "EditTwoFactor", { id: target.id, role: target.role }) &&
    rankBelow(principal.player.role).includes(target.role)
  );
}

export function setPlayerTwoFactor(deps: ServerDeps): OperationHandler<"setPlayerTwoFactor"> {
  return async (context) => {
    const principal = principalOf(context);
    const { body, params } = context;
    const self = params.id === principal.player.id;
    if (self) requireResource(principal, "players", "update");
    else requirePermission(principal, "EditTwoFactor");
    const target = await playerInScope(deps.db, principal, params.id);
    if (target === undefined) throw notFound(`No player ${params.id}.`);
    if (!self) {
      requirePermission(principal, "EditTwoFactor", { id: target.id, role: target.role });
      if (!rankBelow(principal.player.role).includes(target.role)) {
        throw forbidden(
          `You do not have the EditTwoFactor permission for ${target.id}: the player must be below your rank.`,
        );
      }
    }
    const now = deps.now();
    const secret = body.enabled ? newTotpSecret() : null;
    const codes = body.enabled
      ? Array.from({ length: RECOVERY_CODE_COUNT }, () => recoveryCode())
      : [];
    const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
    await deps.db.transaction().execute(async (trx) => {
      await trx
        .updateTable("players")
        // `updated` moves too: the player's record shows `two_factor_enabled` (and is cached by it).
        .set({
          totp_secret: secret,
          totp_enabled: body.enabled,
          totp_last_step: null,
          updated: now,
        })
        .where("id", "=", target.id)
        .execute();
      await trx.deleteFrom("recovery_codes").where("player", "=", target.id).execute();
      if (hashes.length > 0) {
        await trx
          .insertInto("recovery_codes")
          .values(hashes.map((code_hash) => ({ player: target.id, code_hash, created: now })))
          .execute();
      }
      await trx.deleteFrom("two_factor_challenges").where("player", "=", target.id).execute();
      await revokeSessions(trx, target.id, now, principal.sessionId);
      await recordHistory(
        trx,
        principal,
        {
          target: target.id,
          targetType: "player",
          action: "update",
          changes: [{ field: "TwoFactor", from: target.totp_enabled, to: body.enabled }],
        },
        now,
      );
    });
    const result: Schema<"TwoFactorSettingResult"> =
      secret === null
        ? { enabled: false }
        : {
            enabled: true,
            secret,
            otpauthUrl: otpauthUrl(secret, target.username),
            recoveryCodes: codes,
          };
    return { status: 200, body: result } as const;
  };
}
