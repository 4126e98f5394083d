/**
 * The "all N matching" selection of /subs is a filter, not a list of ids (decision 0023). When a
 * bulk action starts, the filter is expanded into ids here: `GET /query/accounts/` paged with
 * `Fields=ID`, `PageSize` 1000 and the keyset `Cursor`, up to `SUBS_EXPAND_CAP` ids. Beyond the
 * cap the action is refused ("narrow the filter"), never cut short. The console's batch runner
 * calls it today; a server-side batch job can call the same rule later.
 */
import type { AccountQuery } from "./account-queries";

/** Ids per page while expanding (the contract's largest `PageSize`). */
export const SUBS_EXPAND_PAGE_SIZE = 1000;
/** The most submissions one bulk action from the console expands to. */
export const SUBS_EXPAND_CAP = 10_000;

/** The filters of a selection: a `queryAccounts` query without paging or fields. */
export type SubsExpandFilter = Omit<AccountQuery, "Page" | "PageSize" | "Cursor" | "Fields">;

/** What a page of the expansion must carry (a subset of the contract's `AccountList`). */
export interface SubsExpandPage {
  readonly Accounts: readonly { readonly ID: string }[];
  readonly Count: number;
  readonly CountApproximate?: boolean;
  readonly NextCursor?: string;
}

export type SubsExpandState =
  /** Another page is needed, from `cursor`. */
  | { readonly status: "more"; readonly ids: readonly string[]; readonly cursor: string }
  /** Every matching id is in `ids` (at most the cap). */
  | { readonly status: "done"; readonly ids: readonly string[] }
  /** More than the cap match; `count` is what is known of how many (at least `cap + 1`). */
  | { readonly status: "tooMany"; readonly count: number; readonly cap: number };

export type SubsExpandOutcome = Exclude<SubsExpandState, { status: "more" }>;

const PAGING = new Set(["Page", "PageSize", "Cursor", "Fields"]);

/** The query of one expansion page: the filter, only `ID`, 1000 a page, from `cursor`. */
export function subsExpandQuery(filter: SubsExpandFilter, cursor?: string): AccountQuery {
  const filters = Object.fromEntries(
    Object.entries(filter).filter(([name]) => !PAGING.has(name)),
  ) as AccountQuery;
  return {
    ...filters,
    Fields: "ID",
    PageSize: SUBS_EXPAND_PAGE_SIZE,
    ...(cursor === undefined ? {} : { Cursor: cursor }),
  };
}

function checkCap(cap: number): void {
  if (!Number.isInteger(cap) || cap < 1)
    throw new RangeError(`the expansion cap must be a whole number ≥ 1, got ${cap}`);
}

/**
 * The next state after one page: ids added (each once), then "more" while the page has a
 * `NextCursor`, "done" without one, and "tooMany" as soon as an exact `Count` or the ids
 * gathered pass the cap (an approximate count alone never refuses: it may be wrong).
 */
export function subsExpandStep(
  ids: readonly string[],
  page: SubsExpandPage,
  cap: number = SUBS_EXPAND_CAP,
): SubsExpandState {
  checkCap(cap);
  if (page.CountApproximate !== true && page.Count > cap)
    return { status: "tooMany", count: page.Count, cap };
  const seen = new Set(ids);
  const next = [...ids];
  for (const { ID } of page.Accounts) {
    if (seen.has(ID)) continue;
    seen.add(ID);
    next.push(ID);
  }
  if (next.length > cap)
    return { status: "tooMany", count: Math.max(next.length, page.Count), cap };
  if (page.NextCursor === undefined || page.NextCursor === "" || page.Accounts.length === 0)
    return { status: "done", ids: next };
  return { status: "more", ids: next, cursor: page.NextCursor };
}

export interface ExpandSubsOptions {
  readonly cap?: number;
  /** Called after each page with the ids gathered so far. */
  readonly onProgress?: (gathered: number) => void;
  /** Stops before the next page (the promise rejects with the signal's reason). */
  readonly signal?: AbortSignal;
}

/**
 * Expands a filter into ids by paging `fetchPage` (the caller's `queryAccounts` call; it throws
 * when the call fails) with `subsExpandQuery` until `subsExpandStep` says done or too many.
 */
export async function expandSubsSelection(
  filter: SubsExpandFilter,
  fetchPage: (query: AccountQuery, signal?: AbortSignal) => Promise<SubsExpandPage>,
  options: ExpandSubsOptions = {},
): Promise<SubsExpandOutcome> {
  const cap = options.cap ?? SUBS_EXPAND_CAP;
  checkCap(cap);
  let ids: readonly string[] = [];
  let cursor: string | undefined;
  for (;;) {
    options.signal?.throwIfAborted();
    const page = await fetchPage(subsExpandQuery(filter, cursor), options.signal);
    const state = subsExpandStep(ids, page, cap);
    if (state.status !== "more") {
      if (state.status === "done") options.onProgress?.(state.ids.length);
      return state;
    }
    ids = state.ids;
    cursor = state.cursor;
    options.onProgress?.(ids.length);
  }
}
