// A report's saved submission filter is the `/subs` filter model (decision 0058): the same
// campaigns, teams, players, ids, payment statuses, frequencies, free text, date option, range
// and zone, so the builder edits it with the `/subs` filter controls and the server reads it
// with the `/subs` list engine. A range is kept relative (`Range`, the address's text) and cut in
// the filter's zone at run time.

import type { ApiComponents } from "../contract/types";
import { dateRange } from "../dates/date-range";
import { defaultSubsView, parseSubsRange, subsRangeText } from "../queries/subs-address";
import type { SubsAddressOptions, SubsView } from "../queries/subs-address.types";

/** The contract's `CustomReportSubmissions`. */
export type ReportSubmissions = ApiComponents["schemas"]["CustomReportSubmissions"];

/** What the range rules read of a submission filter (a saved one or a run's `Filters`). */
export interface ReportFilterInput {
  readonly Range?: string | undefined;
  readonly timezone?: string | undefined;
  readonly After?: string | undefined;
  readonly Before?: string | undefined;
}

/** The filter parts of a `/subs` view a report saves (not its order or page). */
export type ReportFilterView = Pick<
  SubsView,
  | "campaigns"
  | "teams"
  | "players"
  | "ids"
  | "paymentStatuses"
  | "frequencies"
  | "q"
  | "dateOption"
  | "range"
  | "timeZone"
>;

/**
 * The `/subs` view of a saved filter (order and page keep their defaults). A filter without a
 * zone is read in UTC, as the server reads it.
 */
export function reportFilterView(
  filter: ReportSubmissions | undefined,
  options: SubsAddressOptions = {},
): SubsView {
  const base = defaultSubsView(options);
  if (filter === undefined) return { ...base, timeZone: "UTC" };
  const range = filter.Range === undefined ? undefined : parseSubsRange(filter.Range);
  return {
    ...base,
    campaigns: filter.Campaign ?? [],
    teams: filter.Team ?? [],
    players: filter.Player ?? [],
    ids: filter.ID ?? [],
    paymentStatuses: filter.PaymentStatus ?? [],
    frequencies: filter.Frequency ?? [],
    q: filter.q ?? "",
    dateOption: filter.DateField === "Processed" ? "Processed" : "Received",
    range,
    timeZone: filter.timezone ?? "UTC",
  };
}

/**
 * The saved filter of a `/subs` view. `previous` is the filter being edited: what the view
 * cannot show (fixed `After`/`Before` instants, a `Created` or `Updated` date field while the
 * view still says Received) is kept. Empty parts are left out; `undefined` when nothing is left.
 */
export function reportFilterOfView(
  view: ReportFilterView,
  previous?: ReportSubmissions,
): ReportSubmissions | undefined {
  const list = <T>(values: readonly T[]) => (values.length > 0 ? [...values] : undefined);
  const keptDateField =
    view.dateOption === "Received" &&
    (previous?.DateField === "Created" || previous?.DateField === "Updated")
      ? previous.DateField
      : undefined;
  const range = view.range === undefined ? undefined : subsRangeText(view.range);
  const parts: Record<string, unknown> = {
    Campaign: list(view.campaigns),
    Team: list(view.teams),
    Player: list(view.players),
    ID: list(view.ids),
    PaymentStatus: list(view.paymentStatuses),
    Frequency: list(view.frequencies),
    q: view.q === "" ? undefined : view.q,
    Range: range,
    // A relative range replaces fixed instants (the two are exclusive).
    After: range === undefined ? previous?.After : undefined,
    Before: range === undefined ? previous?.Before : undefined,
    timezone: view.timeZone,
    DateField: keptDateField ?? (view.dateOption === "Processed" ? "Processed" : undefined),
  };
  const defined = Object.entries(parts).filter(([, value]) => value !== undefined);
  return defined.length === 0 ? undefined : Object.fromEntries(defined);
}

/**
 * The instants a saved filter covers at `now`: its `Range` cut in its zone (the server's clock
 * at run time), else its fixed `After`/`Before`. An unreadable range or zone gives none (the
 * filter's problems name it; see `filterProblems`).
 */
export function reportFilterSpan(
  filter: ReportFilterInput | undefined,
  now: Date,
): { readonly After?: string; readonly Before?: string } {
  if (filter?.Range === undefined) {
    return {
      ...(filter?.After === undefined ? {} : { After: filter.After }),
      ...(filter?.Before === undefined ? {} : { Before: filter.Before }),
    };
  }
  const range = parseSubsRange(filter.Range);
  if (range === undefined) return {};
  const context = { now, timeZone: filter.timezone ?? "UTC" };
  try {
    const span =
      range.kind === "custom"
        ? dateRange("custom", { ...context, ...range.range })
        : dateRange(range.kind, context);
    return { After: span.After, Before: span.Before };
  } catch {
    return {};
  }
}
