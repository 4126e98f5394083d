/**
 * `GET /teams/{id}/`: one team the caller may see. `Last-Modified` is the later of the team's
 * own change and the last change of any team's campaign links (links carry no time of their own
 * once removed).
 */
import { principalOf, requireResource } from "../../auth/index.js";
import { conditional, tablesModified, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { toTeam } from "../team-row.js";
import { visibleTeam } from "./team-lookup.js";

export function getTeam(deps: ServerDeps): OperationHandler<"getTeam"> {
  return async ({ params, headers, ...context }) => {
    const principal = principalOf(context);
    requireResource(principal, "teams", "get");
    const row = await visibleTeam(deps.db, principal, params.id);
    const links = await tablesModified(deps.db, ["team_campaigns"]);
    const modified = links !== undefined && links > row.updated ? links : row.updated;
    const cache = conditional(headers["If-Modified-Since"], modified);
    if (cache.notModified) return { status: 304, headers: cache.headers };
    return { status: 200, body: toTeam(row), headers: cache.headers };
  };
}
