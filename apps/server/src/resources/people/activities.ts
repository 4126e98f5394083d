/**
 * `GET /activities/`: the recorded activities of the users the caller may see, newest first,
 * filtered by `After`/`Before` (inclusive instants) and `player`. Reps and call-centre agents
 * see only their own (decision 0006); a `player` outside the caller's scope gives an empty page.
 * The location is left out for callers without ViewUserLocation (`user.hide_location`).
 */
import type { Schema } from "@canvass/sdk/contract";
import { principalOf, holds, requireResource } from "../../auth/index.js";
import { conditional, tablesModified, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { countOf, readListPage, totalOf } from "../lists/index.js";
import { inPlayerScope, playerScope } from "./player-scope.js";

type Activity = Schema<"Activity">;
type ActivityLocation = Schema<"ActivityLocation">;

interface ActivityRow {
  readonly id: string;
  readonly player: string;
  readonly type: string;
  readonly created: Date;
  readonly city: string | null;
  readonly region: string | null;
  readonly country_iso2: string | null;
  readonly lat: number | null;
  readonly lng: number | null;
}

function locationOf(row: ActivityRow): ActivityLocation {
  return {
    ...(row.city === null ? {} : { city: row.city }),
    ...(row.region === null ? {} : { region: row.region }),
    ...(row.country_iso2 === null ? {} : { country_iso2: row.country_iso2 }),
    ...(row.lat === null ? {} : { lat: row.lat }),
    ...(row.lng === null ? {} : { lng: row.lng }),
  };
}

export function listActivities(deps: ServerDeps): OperationHandler<"listActivities"> {
  return async ({ query, headers, ...context }) => {
    const principal = principalOf(context);
    requireResource(principal, "activities", "get");
    const window = readListPage({ ...context, query });
    const cache = conditional(
      headers["If-Modified-Since"],
      await tablesModified(deps.db, ["activities"]),
    );
    if (cache.notModified) return { status: 304, headers: cache.headers };
    const role = principal.player.role;
    const ownOnly = role === "rep" || role === "callcenter";
    let filtered = deps.db
      .selectFrom("activities")
      .innerJoin("players", "players.id", "activities.player");
    if (ownOnly) filtered = filtered.where("activities.player", "=", principal.player.id);
    else filtered = filtered.where(inPlayerScope(await playerScope(deps.db, principal)));
    if (query.player !== undefined)
      filtered = filtered.where("activities.player", "=", query.player);
    if (query.After !== undefined)
      filtered = filtered.where("activities.created", ">=", new Date(query.After));
    if (query.Before !== undefined)
      filtered = filtered.where("activities.created", "<=", new Date(query.Before));
    const rows = await filtered
      .select([
        "activities.id",
        "activities.player",
        "activities.type",
        "activities.created",
        "activities.city",
        "activities.region",
        "activities.country_iso2",
        "activities.lat",
        "activities.lng",
      ])
      .orderBy("activities.created", "desc")
      .orderBy("activities.id", "desc")
      .limit(window.limit)
      .offset(window.offset)
      .execute();
    const Count = await totalOf(rows.length, window, countOf(filtered));
    const located = holds(principal, "ViewUserLocation");
    const Result: Activity[] = rows.map((row) => ({
      id: row.id,
      player: row.player,
      type: row.type,
      Created: row.created.toISOString(),
      Fields: located ? locationOf(row) : {},
    }));
    return { status: 200, body: { Result, Count }, headers: cache.headers };
  };
}
