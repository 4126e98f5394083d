/**
 * Loads the users active at a moment through the SDK: every page of the activities of the range
 * around the window, then each active player (a handful at a time). Any failed call fails the
 * load, so the page shows an error beside the last good list rather than a partial one. When
 * the SDK answered any call from its stored copy (the server did not answer), the result is
 * marked stale.
 */
import { success, type CanvassClient, type Result } from "@canvass/sdk/client";
import {
  activeUsers,
  latestActivities,
  type Activity,
  type ActiveUser,
  type Player,
} from "./active-users";
import { activityRange } from "./active-window";

/** Player reads in flight at once: quick for a few dozen users, gentle for hundreds. */
const PARALLEL_READS = 6;

export interface ActiveUsersSnapshot {
  readonly users: readonly ActiveUser[];
  /** The moment the list describes. */
  readonly at: Date;
}

async function readActivities(
  client: CanvassClient,
  now: Date,
  signal: AbortSignal | undefined,
): Promise<Result<Activity[]>> {
  const activities: Activity[] = [];
  const query = activityRange(now);
  let stale = false;
  for await (const page of client.fetchAll("listActivities", {
    params: { query },
    ...(signal === undefined ? {} : { signal }),
  })) {
    if (!page.ok) return page;
    activities.push(...page.data.items);
    stale ||= page.stale === true;
  }
  return success(activities, stale);
}

async function readPlayers(
  client: CanvassClient,
  ids: readonly string[],
  signal: AbortSignal | undefined,
): Promise<Result<Map<string, Player>>> {
  const players = new Map<string, Player>();
  let stale = false;
  for (let start = 0; start < ids.length; start += PARALLEL_READS) {
    const batch = ids.slice(start, start + PARALLEL_READS);
    const results = await Promise.all(
      batch.map((id) =>
        client.call("getPlayer", {
          params: { path: { id } },
          ...(signal === undefined ? {} : { signal }),
        }),
      ),
    );
    for (const result of results) {
      if (!result.ok) return result;
      players.set(result.data.id, result.data);
      stale ||= result.stale === true;
    }
  }
  return success(players, stale);
}

export async function loadActiveUsers(
  client: CanvassClient,
  now: Date,
  signal?: AbortSignal,
): Promise<Result<ActiveUsersSnapshot>> {
  const activities = await readActivities(client, now, signal);
  if (!activities.ok) return activities;
  const latest = latestActivities(activities.data, now);
  const players = await readPlayers(
    client,
    latest.map((activity) => activity.player),
    signal,
  );
  if (!players.ok) return players;
  return success(
    { users: activeUsers(latest, players.data), at: now },
    activities.stale === true || players.stale === true,
  );
}
