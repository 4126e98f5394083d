/**
 * From the activities of a time range to the users active now: each player's latest activity in
 * the window, with the player's name, team and where it happened. Pure, for the page and tests.
 */
import type { Schema } from "@canvass/sdk/contract";
import type { Role } from "@canvass/sdk/permissions";
import { fullName, locationLabel } from "@canvass/sdk/text";
import { isActiveAt } from "./active-window";

export type Activity = Schema<"Activity">;
export type Player = Schema<"Player">;

export interface ActiveUser {
  readonly id: string;
  /** The full name, or the username when both name parts are blank. */
  readonly name: string;
  readonly role: Role;
  readonly team: string;
  /** When the latest activity happened (ISO time). */
  readonly lastActivity: string;
  /** The kind of that activity (`login`, `submission`, …). */
  readonly activity: string;
  /** "City, REGION, CC" (spec §3), empty when the activity has no place. */
  readonly location: string;
  /** Where to put the user on the map, when the activity has coordinates. */
  readonly position: { readonly lat: number; readonly lng: number } | undefined;
}

/** The latest activity of each player that is active at `now`, newest first. */
export function latestActivities(activities: readonly Activity[], now: Date): Activity[] {
  const latest = new Map<string, Activity>();
  for (const activity of activities) {
    if (!isActiveAt(activity.Created, now)) continue;
    const known = latest.get(activity.player);
    if (known === undefined || Date.parse(activity.Created) > Date.parse(known.Created)) {
      latest.set(activity.player, activity);
    }
  }
  return [...latest.values()].sort(
    (a, b) => Date.parse(b.Created) - Date.parse(a.Created) || a.player.localeCompare(b.player),
  );
}

/** One row per latest activity whose player is known, in the same order. */
export function activeUsers(
  latest: readonly Activity[],
  players: ReadonlyMap<string, Player>,
): ActiveUser[] {
  return latest.flatMap((activity) => {
    const player = players.get(activity.player);
    if (player === undefined) return [];
    const { lat, lng } = activity.Fields;
    return [
      {
        id: player.id,
        name: fullName(player) || player.username,
        role: player.role,
        team: player.team,
        lastActivity: activity.Created,
        activity: activity.type,
        location: locationLabel(activity.Fields),
        position: lat === undefined || lng === undefined ? undefined : { lat, lng },
      },
    ];
  });
}
