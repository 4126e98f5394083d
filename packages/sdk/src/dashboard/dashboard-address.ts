/**
 * The dashboard's address (`/dashboard/{type}?…`) ⇄ its filters ⇄ the `getDashboard` query,
 * and the drill-down from a panel's bucket to the `/subs` list with the same filters. The
 * filters are the submissions list's (its parameter names, date presets, zones and forgiving
 * parsing: `parseSubsAddress`), so a drill-down only adds the bucket's filter.
 */
import {
  changeSubsView,
  defaultSubsView,
  parseSubsAddress,
  subsAddress,
  subsCsvQuery,
} from "../queries/subs-address";
import type {
  Frequency,
  PaymentStatus,
  SubsAddressOptions,
  SubsNotice,
  SubsQueryContext,
  SubsView,
} from "../queries/subs-address.types";

/** The time-series bucket widths (the contract's `DashboardInterval`). */
export const DASHBOARD_INTERVALS = ["day", "week", "month"] as const;
export type DashboardInterval = (typeof DASHBOARD_INTERVALS)[number];

/** The range a dashboard shows when its address names none. */
export const DASHBOARD_DEFAULT_RANGE = { kind: "thisMonth" } as const;

/** What the dashboard shows: the list's filters it offers, and the series' bucket width. */
export interface DashboardView {
  readonly campaigns: readonly string[];
  readonly teams: readonly string[];
  readonly dateOption: SubsView["dateOption"];
  readonly range: NonNullable<SubsView["range"]>;
  readonly timeZone: string;
  readonly interval: DashboardInterval;
}

const INTERVAL_PARAM = "interval";
const DASHBOARD_PARAMS: ReadonlySet<string> = new Set(["campaign", "team", "date", "range", "tz"]);

/** Reads the address; bad or foreign values fall back to their defaults with a notice. */
export function parseDashboardAddress(
  params: URLSearchParams,
  options: SubsAddressOptions = {},
): { readonly view: DashboardView; readonly notices: readonly SubsNotice[] } {
  const notices: SubsNotice[] = [];
  const subsParams = new URLSearchParams();
  for (const [key, value] of params) {
    if (key === INTERVAL_PARAM) continue;
    if (DASHBOARD_PARAMS.has(key)) subsParams.append(key, value);
    else notices.push({ param: key, value, reason: "unknownParam" });
  }
  const parsed = parseSubsAddress(subsParams, options);
  notices.push(...parsed.notices);
  const rawInterval = params.get(INTERVAL_PARAM);
  const interval = DASHBOARD_INTERVALS.find((value) => value === rawInterval) ?? "day";
  if (rawInterval !== null && rawInterval !== interval) {
    notices.push({ param: INTERVAL_PARAM, value: rawInterval, reason: "badValue" });
  }
  const { campaigns, teams, dateOption, range, timeZone } = parsed.view;
  return {
    view: {
      campaigns,
      teams,
      dateOption,
      range: range ?? DASHBOARD_DEFAULT_RANGE,
      timeZone,
      interval,
    },
    notices,
  };
}

/** The list view of the dashboard's filters (first page, default order). */
function subsViewOf(view: DashboardView, options: SubsAddressOptions): SubsView {
  return changeSubsView(defaultSubsView(options), {
    campaigns: view.campaigns,
    teams: view.teams,
    dateOption: view.dateOption,
    range: view.range,
    timeZone: view.timeZone,
  });
}

/** The address of a view: only what differs from the defaults. */
export function dashboardAddress(
  view: DashboardView,
  options: SubsAddressOptions = {},
): URLSearchParams {
  const params = subsAddress(subsViewOf(view, options), options);
  if (view.interval !== "day") params.set(INTERVAL_PARAM, view.interval);
  return params;
}

/** The `getDashboard` query of a view (the range resolved at `context.now`). */
export interface DashboardQuery {
  readonly After: string;
  readonly Before: string;
  readonly DateField: SubsView["dateOption"];
  readonly Campaign?: string;
  readonly Team?: string;
  readonly Interval: DashboardInterval;
  readonly timezone: string;
}

export function dashboardQuery(
  view: DashboardView,
  context: Omit<SubsQueryContext, "fields">,
  options: SubsAddressOptions = {},
): DashboardQuery {
  const filters = subsCsvQuery(subsViewOf(view, options), context);
  const { After, Before, Campaign, Team } = filters;
  if (After === undefined || Before === undefined) throw new Error("a dashboard range is required");
  return {
    After,
    Before,
    DateField: view.dateOption,
    ...(Campaign === undefined ? {} : { Campaign }),
    ...(Team === undefined ? {} : { Team }),
    Interval: view.interval,
    timezone: view.timeZone,
  };
}

/** A panel's bucket: what a click on a bar, slice or row adds to the list's filters. */
export type DashboardBucket =
  | { readonly campaign: string }
  | { readonly team: string }
  | { readonly player: string }
  | { readonly frequency: Frequency }
  | { readonly paymentStatus: PaymentStatus }
  | Record<string, never>;

/** The `/subs` address of a bucket: the dashboard's filters plus the bucket's own. */
export function drillDownAddress(
  view: DashboardView,
  bucket: DashboardBucket,
  options: SubsAddressOptions = {},
): URLSearchParams {
  const base = subsViewOf(view, options);
  const change =
    "campaign" in bucket
      ? { campaigns: [bucket.campaign] }
      : "team" in bucket
        ? { teams: [bucket.team] }
        : "player" in bucket
          ? { players: [bucket.player] }
          : "frequency" in bucket
            ? { frequencies: [bucket.frequency] }
            : "paymentStatus" in bucket
              ? { paymentStatuses: [bucket.paymentStatus] }
              : {};
  return subsAddress(changeSubsView(base, change), options);
}
