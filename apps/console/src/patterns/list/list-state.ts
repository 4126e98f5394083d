/**
 * A list page's state — page, page size, sort, search text, filters and hidden columns — read
 * from and written to the address's query string, so a filtered, sorted page can be bookmarked,
 * shared and restored with the back button. Defaults are left out of the address; a value that
 * does not parse (a page of "abc", a page size not offered, a sort on a field the list does not
 * sort by, a filter value the list does not know such as `?role=xyz`) is ignored — it falls back
 * to its default instead of breaking the page — and named in `ignoredListParams`, so the page
 * can say so and clean the address. A page past the last one is clamped by the list page once
 * the server's `Count` is known (decision 0013).
 */
import { limitPattern, schemaLength, type FieldLimits } from "@canvass/sdk/contract";
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from "@canvass/sdk/settings";

export interface ListStateSpec<F extends string = string> {
  /** The filter names, each its own query parameter. */
  readonly filters: readonly F[];
  /** The fields the server sorts by (the column ids; a subset of the contract's `x-sortable`). */
  readonly sortable: readonly string[];
  /** Which values each filter accepts (e.g. the contract's enum); other values are ignored. */
  readonly filterValues?: Readonly<Partial<Record<F, (value: string) => boolean>>>;
  /** The order when the address names none ("lastname", "-Created"). */
  readonly defaultSort?: string;
  readonly pageSizes?: readonly number[];
  readonly defaultPageSize?: number;
}

/** A list with the search box and the pager only: no filters, in the server's own order. */
export const SEARCH_ONLY_LIST: ListStateSpec<never> = { filters: [], sortable: [] };

export interface ListState<F extends string = string> {
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
  /** A sortable field, with a leading "-" for descending; undefined: the server's order. */
  readonly sort: string | undefined;
  readonly q: string;
  readonly filters: Readonly<Partial<Record<F, string>>>;
  /** Ids of the columns the operator hid. */
  readonly hidden: readonly string[];
  /** What the page tells the operator about the address it corrected (not in the address). */
  readonly notices?: readonly ListNotice[];
}

/** A correction of the address: values ignored, or a page past the end clamped to the last. */
export type ListNotice =
  | { readonly kind: "ignored"; readonly params: readonly string[] }
  | { readonly kind: "clamped"; readonly page: number; readonly last: number };

/**
 * A filter check from the contract's limits of the field it filters (the SDK's `schemaLimits`):
 * one of its `enum` values (compared as text), its `pattern` and its lengths.
 */
export function fitsLimits(limits: FieldLimits): (value: string) => boolean {
  const pattern = limitPattern(limits);
  return (value) => {
    const length = schemaLength(value);
    return (
      (limits.enum === undefined || limits.enum.some((allowed) => String(allowed) === value)) &&
      pattern?.test(value) !== false &&
      length >= (limits.minLength ?? 0) &&
      length <= (limits.maxLength ?? Infinity)
    );
  };
}

/** The query parameter names (filters use their own names). */
export const LIST_PARAMS = { page: "page", pageSize: "size", sort: "sort", q: "q", hidden: "hide" };

const pageSizesOf = (spec: ListStateSpec) => spec.pageSizes ?? PAGE_SIZE_OPTIONS;
const defaultPageSizeOf = (spec: ListStateSpec) => spec.defaultPageSize ?? DEFAULT_PAGE_SIZE;

function positiveInteger(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 ? value : undefined;
}

function acceptsFilter<F extends string>(spec: ListStateSpec<F>, name: F, value: string): boolean {
  const accepts = spec.filterValues?.[name];
  return accepts === undefined || accepts(value);
}

function parseSort(raw: string | null, spec: ListStateSpec): string | undefined {
  if (raw === null) return spec.defaultSort;
  const field = raw.startsWith("-") ? raw.slice(1) : raw;
  return spec.sortable.includes(field) ? raw : spec.defaultSort;
}

export function parseListState<F extends string>(
  params: URLSearchParams,
  spec: ListStateSpec<F>,
): ListState<F> {
  const size = positiveInteger(params.get(LIST_PARAMS.pageSize));
  const filters: Partial<Record<F, string>> = {};
  for (const name of spec.filters) {
    const value = params.get(name)?.trim();
    if (value !== undefined && value !== "" && acceptsFilter(spec, name, value)) {
      filters[name] = value;
    }
  }
  const hidden = params.get(LIST_PARAMS.hidden);
  return {
    page: positiveInteger(params.get(LIST_PARAMS.page)) ?? 1,
    pageSize:
      size !== undefined && pageSizesOf(spec).includes(size) ? size : defaultPageSizeOf(spec),
    sort: parseSort(params.get(LIST_PARAMS.sort), spec),
    q: params.get(LIST_PARAMS.q)?.trim() ?? "",
    filters,
    hidden: hidden === null || hidden === "" ? [] : hidden.split(","),
  };
}

/**
 * The parameters of the address that `parseListState` ignores (a value that does not parse or
 * that the list does not know), by their name in the address; empty when all were understood.
 */
export function ignoredListParams<F extends string>(
  params: URLSearchParams,
  spec: ListStateSpec<F>,
): string[] {
  const ignored: string[] = [];
  const page = params.get(LIST_PARAMS.page);
  if (page !== null && positiveInteger(page) === undefined) ignored.push(LIST_PARAMS.page);
  const size = params.get(LIST_PARAMS.pageSize);
  if (size !== null) {
    const value = positiveInteger(size);
    if (value === undefined || !pageSizesOf(spec).includes(value)) {
      ignored.push(LIST_PARAMS.pageSize);
    }
  }
  const sort = params.get(LIST_PARAMS.sort);
  if (sort !== null && parseSort(sort, spec) !== sort) ignored.push(LIST_PARAMS.sort);
  for (const name of spec.filters) {
    const value = params.get(name)?.trim();
    if (value !== undefined && value !== "" && !acceptsFilter(spec, name, value)) {
      ignored.push(name);
    }
  }
  return ignored;
}

/** The last page of a list of `count` rows (1 when empty). */
export function lastPageOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/** The query string of a state: only what differs from the defaults, in a stable order. */
export function listStateSearch<F extends string>(
  state: ListState<F>,
  spec: ListStateSpec<F>,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q !== "") params.set(LIST_PARAMS.q, state.q);
  for (const name of spec.filters) {
    const value = state.filters[name];
    if (value !== undefined && value !== "") params.set(name, value);
  }
  if (state.sort !== undefined && state.sort !== spec.defaultSort) {
    params.set(LIST_PARAMS.sort, state.sort);
  }
  if (state.pageSize !== defaultPageSizeOf(spec)) {
    params.set(LIST_PARAMS.pageSize, String(state.pageSize));
  }
  if (state.page > 1) params.set(LIST_PARAMS.page, String(state.page));
  if (state.hidden.length > 0) params.set(LIST_PARAMS.hidden, state.hidden.join(","));
  return params;
}

export type ListStateChange<F extends string> = Partial<Omit<ListState<F>, "filters">> & {
  readonly filters?: Readonly<Partial<Record<F, string | undefined>>>;
};

/**
 * Applies a change. A new search, filter, sort or page size goes back to page 1 (the old page
 * number means nothing in the new result); hiding a column keeps the page.
 */
export function changeListState<F extends string>(
  state: ListState<F>,
  change: ListStateChange<F>,
): ListState<F> {
  const merged: Partial<Record<F, string | undefined>> = { ...state.filters, ...change.filters };
  const filters = Object.fromEntries(
    Object.entries(merged).filter(([, value]) => typeof value === "string" && value !== ""),
  ) as Partial<Record<F, string>>;
  const resets =
    change.filters !== undefined ||
    (change.q !== undefined && change.q !== state.q) ||
    (change.sort !== undefined && change.sort !== state.sort) ||
    (change.pageSize !== undefined && change.pageSize !== state.pageSize);
  return {
    page: change.page ?? (resets ? 1 : state.page),
    pageSize: change.pageSize ?? state.pageSize,
    sort: "sort" in change ? change.sort : state.sort,
    q: change.q ?? state.q,
    filters,
    hidden: change.hidden ?? state.hidden,
  };
}

/** `"-lastname"` ⇄ TanStack's `[{ id: "lastname", desc: true }]`. */
export function sortToSorting(sort: string | undefined): { id: string; desc: boolean }[] {
  if (sort === undefined || sort === "") return [];
  return sort.startsWith("-") ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

export function sortingToSort(
  sorting: readonly { id: string; desc: boolean }[],
): string | undefined {
  const first = sorting[0];
  if (first === undefined) return undefined;
  return first.desc ? `-${first.id}` : first.id;
}
