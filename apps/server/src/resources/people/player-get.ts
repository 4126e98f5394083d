/** `GET /players/{id}/`: one user at or below the caller's rank and in their scope. */
import { principalOf, requireResource } from "../../auth/index.js";
import { conditional, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { toPlayer } from "../player-row.js";
import { visiblePlayer } from "./player-lookup.js";

export function getPlayer(deps: ServerDeps): OperationHandler<"getPlayer"> {
  return async ({ params, headers, ...context }) => {
    const principal = principalOf(context);
    requireResource(principal, "players", "get");
    const row = await visiblePlayer(deps.db, principal, params.id);
    const cache = conditional(headers["If-Modified-Since"], row.updated);
    if (cache.notModified) return { status: 304, headers: cache.headers };
    return { status: 200, body: toPlayer(row, deps.now()), headers: cache.headers };
  };
}
