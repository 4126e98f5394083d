/**
 * The seeded activities as the API lists them, and what /active should show at a given moment,
 * worked out here from the raw list. There is no API call that records an activity (sign-in does
 * not), so the tests move the page's clock to a moment of the seeded history instead of adding
 * activities.
 */
import type { Schema } from "@canvass/sdk/contract";
import { ACTIVE_WINDOW_MS } from "../../src/screens/active/active-window";
import { apiGet, type SignedIn } from "./api";

export type Activity = Schema<"Activity">;

const PAGE_SIZE = 1000;

/** Every activity from `after` to `before` that the signed-in user may see. */
export async function activitiesBetween(
  session: SignedIn,
  after: Date,
  before: Date,
): Promise<Activity[]> {
  const all: Activity[] = [];
  for (let page = 1; ; page += 1) {
    const query = new URLSearchParams({
      After: after.toISOString(),
      Before: before.toISOString(),
      Page: String(page),
      PageSize: String(PAGE_SIZE),
    });
    const answer = await apiGet<Schema<"ActivityList">>(session, `/activities/?${query}`);
    all.push(...answer.Result);
    if (answer.Result.length < PAGE_SIZE || all.length >= answer.Count) return all;
  }
}

/** Each player's latest activity within the 15 minutes up to `now`. */
export function activeAt(activities: readonly Activity[], now: Date): Map<string, Activity> {
  const latest = new Map<string, Activity>();
  for (const activity of activities) {
    const at = Date.parse(activity.Created);
    if (at > now.getTime() || at < now.getTime() - ACTIVE_WINDOW_MS) continue;
    const known = latest.get(activity.player);
    if (known === undefined || Date.parse(known.Created) < at)
      latest.set(activity.player, activity);
  }
  return latest;
}

export interface Newcomer {
  /** A located activity of a player who was not active 30 seconds before it (others were). */
  readonly activity: Activity;
  /** 30 seconds before the activity: its player is not active yet. */
  readonly before: Date;
  /** 30 seconds after it: its player is active, with this activity as the latest. */
  readonly after: Date;
}

/** A moment in the middle of `activities`' day when someone becomes active (see `Newcomer`). */
export function findNewcomer(activities: readonly Activity[]): Newcomer {
  const candidates = activities
    .filter((activity) => activity.Fields.lat !== undefined && activity.Fields.lng !== undefined)
    .sort((a, b) => a.Created.localeCompare(b.Created));
  const middle = Math.floor(candidates.length / 2);
  for (const activity of [...candidates.slice(middle), ...candidates.slice(0, middle)]) {
    const at = Date.parse(activity.Created);
    const before = new Date(at - 30_000);
    const after = new Date(at + 30_000);
    const already = activeAt(activities, before);
    // Someone else already active, so the list and the map are not empty before either.
    if (already.size === 0 || already.has(activity.player)) continue;
    if (activeAt(activities, after).get(activity.player)?.id !== activity.id) continue;
    return { activity, before, after };
  }
  throw new Error("no moment in the seeded activities when someone becomes active");
}
