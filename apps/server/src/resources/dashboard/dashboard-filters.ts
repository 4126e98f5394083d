/**
 * The filters of `GET /dashboard/{type}/` read from a request the contract already checked:
 * the range and its previous period (the SDK's `previousPeriod`, one rule for server and
 * console), the date column, the zone, the id filters, the bucket width and the top N. Rules
 * the schema cannot state (the range's order and length, a known zone) are 422s naming the
 * parameter.
 */
import { previousPeriod, type InstantRange } from "@canvass/sdk/dashboard";
import { isValidTimeZone } from "@canvass/sdk/dates";
import { unprocessable } from "../../http/index.js";

/** The longest range the dashboard aggregates, in days. */
export const MAX_RANGE_DAYS = 400;
const DAY_MS = 86_400_000;

export type Interval = "day" | "week" | "month";

export interface DashboardFilters {
  readonly range: InstantRange;
  readonly previous: InstantRange;
  readonly dateColumn: "received" | "transaction_processed";
  readonly timeZone: string;
  readonly campaigns: readonly string[] | undefined;
  readonly teams: readonly string[] | undefined;
  readonly interval: Interval;
  readonly top: number;
}

export interface DashboardQueryInput {
  readonly After: string;
  readonly Before: string;
  readonly DateField?: "Received" | "Processed";
  readonly Campaign?: string;
  readonly Team?: string;
  readonly Interval?: Interval;
  readonly Top?: number;
  readonly timezone?: string;
}

const ids = (csv: string | undefined) => (csv === undefined ? undefined : csv.split(","));

export function dashboardFilters(query: DashboardQueryInput): DashboardFilters {
  const after = new Date(query.After);
  const before = new Date(query.Before);
  const timeZone = query.timezone ?? "UTC";
  if (before.getTime() < after.getTime()) {
    throw unprocessable("The range ends before it starts.", [
      { field: "query.Before", message: "must not be earlier than After" },
    ]);
  }
  if (before.getTime() - after.getTime() > MAX_RANGE_DAYS * DAY_MS) {
    throw unprocessable(`The range is longer than ${MAX_RANGE_DAYS} days.`, [
      { field: "query.Before", message: `must be at most ${MAX_RANGE_DAYS} days after After` },
    ]);
  }
  if (!isValidTimeZone(timeZone)) {
    throw unprocessable("Unknown time zone.", [
      { field: "query.timezone", message: "must be an IANA time zone" },
    ]);
  }
  const range = { after, before };
  return {
    range,
    previous: previousPeriod(range),
    dateColumn: query.DateField === "Processed" ? "transaction_processed" : "received",
    timeZone,
    campaigns: ids(query.Campaign),
    teams: ids(query.Team),
    interval: query.Interval ?? "day",
    top: query.Top ?? 10,
  };
}
