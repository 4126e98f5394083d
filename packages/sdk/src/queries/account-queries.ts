import { LAST_SUBMISSIONS_DEFAULT } from "../settings/constants";
import type { ApiComponents, ApiOperations } from "../contract/types";

/** The query of `GET /query/accounts/` (submissions). */
export type AccountQuery = NonNullable<ApiOperations["queryAccounts"]["parameters"]["query"]>;

/** Which date the console's date option filters and sorts by. */
export type DateOption = ApiComponents["parameters"]["SubmissionDateField"];

/** A date range as the query takes it: ISO instants (start and end of day in the chosen zone). */
export interface DateRangeParams {
  readonly After: string;
  readonly Before: string;
}

/** A range, or a function that computes one (e.g. `() => dateRange("lastWeek", zone)`). */
export type DateRangeInput = DateRangeParams | (() => DateRangeParams);

export const SORT_BY_RECEIVED = "-Received";
export const SORT_BY_PROCESSED = "-TransactionProcessed";

/**
 * The submission query defaults (spec §7): newest first by `Received`, or by
 * `TransactionProcessed` when the date option is Processed. With a date option, `DateField`
 * says which date `After`/`Before` apply to.
 */
export function accountQueryDefaults(
  options: { readonly dateOption?: DateOption } = {},
): Pick<AccountQuery, "Sort" | "DateField"> {
  const { dateOption } = options;
  const Sort = dateOption === "Processed" ? SORT_BY_PROCESSED : SORT_BY_RECEIVED;
  return dateOption === undefined ? { Sort } : { Sort, DateField: dateOption };
}

/** The paging of a "last N submissions" list: page 1 of N (5 by default). */
export function lastSubmissions(
  n: number = LAST_SUBMISSIONS_DEFAULT,
): Pick<AccountQuery, "Page" | "PageSize"> {
  if (!Number.isInteger(n) || n < 1)
    throw new RangeError(`lastSubmissions needs a whole number ≥ 1, got ${n}`);
  return { Page: 1, PageSize: n };
}

/** `{ After, Before }` from a range or a range function (computed now, so "today" is today). */
export function dateRangeParams(range: DateRangeInput): DateRangeParams {
  const { After, Before } = typeof range === "function" ? range() : range;
  return { After, Before };
}

export interface AccountQueryOptions {
  readonly dateOption?: DateOption;
  readonly range?: DateRangeInput;
  /** Only the last N submissions (page 1 of N). */
  readonly last?: number;
  /** Any other filters (`Campaign`, `Team`, `Player`, `Fields`, `timezone`, …); they win over defaults. */
  readonly filters?: AccountQuery;
}

/** A full `queryAccounts` query: defaults, then the range, then the paging, then the filters. */
export function accountQuery(options: AccountQueryOptions = {}): AccountQuery {
  return {
    ...accountQueryDefaults(
      options.dateOption === undefined ? {} : { dateOption: options.dateOption },
    ),
    ...(options.range === undefined ? {} : dateRangeParams(options.range)),
    ...(options.last === undefined ? {} : lastSubmissions(options.last)),
    ...options.filters,
  };
}
