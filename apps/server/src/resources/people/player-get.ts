/**
 * `GET /players/{id}/`: one user at or below the caller's rank and in their scope. With
 * `two_factor_enabled` for a caller who may turn the user's two-factor sign-in on or off (the
 * user themself, or an admin for a user below their rank: `mayEditTwoFactor`), absent otherwise.
 */
import { principalOf, requireResource } from "../../auth/index.js";
import { conditional, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { mayEditTwoFactor } from "../auth/two-factor-setting.js";
import { toPlayer } from "../player-row.js";
import { visiblePlayer } from "./player-lookup.js";

export function getPlayer(deps: ServerDeps): OperationHandler<"getPlayer"> {
  return async ({ params, headers, ...context }) => {
    const principal = principalOf(context);
    requireResource(principal, "players", "get");
    const row = await visiblePlayer(deps.db, principal, params.id);
    const cache = conditional(headers["If-Modified-Since"], row.updated);
    if (cache.notModified) return { status: 304, headers: cache.headers };
    const player = toPlayer(row, deps.now());
    if (!mayEditTwoFactor(principal, row)) {
      return { status: 200, body: player, headers: cache.headers };
    }
    const secondFactor = await deps.db
      .selectFrom("players")
      .select("totp_enabled")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    return {
      status: 200,
      body: { ...player, two_factor_enabled: secondFactor.totp_enabled },
      headers: cache.headers,
    };
  };
}
