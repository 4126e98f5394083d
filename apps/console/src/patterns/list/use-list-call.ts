/**
 * A list screen's data in one call: the list state of the address (`useListState`), the paged
 * call's query built from it (page, size, order, search text and the screen's own filters) and
 * the call itself (`useApiQuery`), with what `ListPage` reads from both ready to spread:
 * `<ListPage {...page} title=… columns=… />`. Every paged list screen shares it, so the way a
 * list asks the server (and keeps its previous rows on screen while the next page loads) is
 * written once.
 */
import type { ClientError, Result } from "@canvass/sdk/client";
import { useApiQuery, type ApiQuery } from "../data/use-api-query";
import type { ListState, ListStateChange, ListStateSpec } from "./list-state";
import { useListState, type ListChangeOptions } from "./use-list-state";

/** What every paged list call takes from the address. */
export interface ListCallQuery {
  readonly Page: number;
  readonly PageSize: number;
  readonly Sort?: string;
  readonly q?: string;
}

/** The screen's own query parameters; an undefined value is left out of the query. */
type Extra = Readonly<Record<string, unknown>>;

/** The extra parameters with their undefined values left out. */
export type DefinedParams<E extends Extra> = {
  readonly [K in keyof E]?: Exclude<E[K], undefined>;
};

/** The query of a list with the extra parameters `E` (none: `never`). */
export type ListQueryOf<E extends Extra> = [E] extends [never]
  ? ListCallQuery
  : ListCallQuery & DefinedParams<E>;

/** What a paged list call answers: a page of rows and the total. */
export interface ListAnswer<T> {
  readonly Result: readonly T[];
  readonly Count?: number;
}

/** The props of `ListPage` that come from the address and the call. */
export interface ListPageData<T, F extends string> {
  readonly state: ListState<F>;
  readonly onChange: (change: ListStateChange<F>, options?: ListChangeOptions) => void;
  readonly rows: readonly T[] | undefined;
  readonly count: number | undefined;
  readonly loading: boolean;
  readonly error: ClientError | undefined;
  readonly stale: boolean;
  readonly onRetry: () => void;
}

export interface ListCall<T, F extends string> {
  readonly state: ListState<F>;
  readonly update: (change: ListStateChange<F>, options?: ListChangeOptions) => void;
  readonly list: ApiQuery<ListAnswer<T>>;
  /** Spread into `ListPage`. */
  readonly page: ListPageData<T, F>;
}

/**
 * The query of a list state: `Page`, `PageSize`, `Sort` (when the address or the spec names
 * one), `q` (when something is searched) and the extra parameters that have a value, in that
 * order.
 */
export function listCallQuery<E extends Extra = never>(
  state: ListState,
  extra?: E,
): ListQueryOf<E> {
  const defined = Object.fromEntries(
    Object.entries(extra ?? {}).filter(([, value]) => value !== undefined),
  );
  const query: ListCallQuery = {
    Page: state.page,
    PageSize: state.pageSize,
    ...(state.sort === undefined ? {} : { Sort: state.sort }),
    ...(state.q === "" ? {} : { q: state.q }),
  };
  return { ...query, ...defined } as ListQueryOf<E>;
}

export interface ListCallOptions<T, F extends string, E extends Extra> {
  /** Names the call in the request key (`clients`, `sourcecodes`…). */
  readonly key: string;
  /** The screen's own parameters from the state (`{ Campaign: state.filters.campaign }`). */
  readonly params?: (state: ListState<F>) => E;
  /** Makes the call with the query. */
  readonly load: (query: ListQueryOf<E>, signal: AbortSignal) => Promise<Result<ListAnswer<T>>>;
}

export function useListCall<T, F extends string, E extends Extra = never>(
  spec: ListStateSpec<F>,
  options: ListCallOptions<T, F, E>,
): ListCall<T, F> {
  const [state, update] = useListState(spec);
  const query = listCallQuery(state, options.params?.(state));
  const { load } = options;
  const list = useApiQuery(`${options.key}:${JSON.stringify(query)}`, (signal) =>
    load(query, signal),
  );
  return {
    state,
    update,
    list,
    page: {
      state,
      onChange: update,
      rows: list.data?.Result,
      count: list.data?.Count,
      loading: list.loading,
      error: list.error,
      stale: list.stale,
      onRetry: list.reload,
    },
  };
}
