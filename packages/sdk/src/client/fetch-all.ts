import { FETCH_ALL_PAGE_SIZE } from "../settings/constants";
import type { OperationId } from "../contract/operations";
import { getOperation } from "../contract/operations";
import type { ApiOperations } from "../contract/types";
import type { operationTable } from "../generated/operations";
import type { CallData } from "./call-types";
import type { Executor, LooseInit } from "./execute";
import { success } from "./result";
import type { Result } from "./result";

type QueryOf<Id extends OperationId> = NonNullable<ApiOperations[Id]["parameters"]["query"]>;
type ItemsOf<Data> = Data extends { Count: number; Accounts: (infer Item)[] }
  ? Item
  : Data extends { Count: number; Result: (infer Item)[] }
    ? Item
    : never;

/** The operations fetch-all can page through: GETs with `Page`/`PageSize` answering `{Accounts|Result, Count}`. */
export type PagedOperationId = {
  [Id in OperationId]: (typeof operationTable)[Id]["method"] extends "GET"
    ? "Page" | "PageSize" extends keyof QueryOf<Id>
      ? [ItemsOf<CallData<Id>>] extends [never]
        ? never
        : Id
      : never
    : never;
}[OperationId];

/** The item type of a paged operation (an `Account` for `queryAccounts`). */
export type PageItem<Id extends PagedOperationId> = ItemsOf<CallData<Id>>;

/** One page of a fetch-all. */
export interface FetchAllPage<Item> {
  readonly items: Item[];
  /** The 1-based page number. */
  readonly page: number;
  /** The server's `Count` (all items, over every page), when it sent one. */
  readonly count: number | undefined;
}

function readPage(data: unknown): { items: unknown[]; count: number | undefined } {
  if (typeof data !== "object" || data === null) return { items: [], count: undefined };
  const body = data as { Accounts?: unknown; Result?: unknown; Count?: unknown };
  const list = Array.isArray(body.Accounts) ? body.Accounts : body.Result;
  return {
    items: Array.isArray(list) ? (list as unknown[]) : [],
    count: typeof body.Count === "number" ? body.Count : undefined,
  };
}

/**
 * Reads every page of a paged operation, FETCH_ALL_PAGE_SIZE items at a time from page 1, until
 * `Count` items have come (or a page comes back empty, or short when there is no `Count`). Each
 * page is yielded as a result; after a failed page the iteration ends. The caller's `Page` and
 * `PageSize` are replaced.
 */
export async function* fetchAllPages<Item>(
  execute: Executor,
  operationId: OperationId,
  init: LooseInit = {},
): AsyncGenerator<Result<FetchAllPage<Item>>, void, undefined> {
  const operation = getOperation(operationId);
  let fetched = 0;
  for (let page = 1; ; page += 1) {
    const params = {
      ...init.params,
      query: { ...init.params?.query, Page: page, PageSize: FETCH_ALL_PAGE_SIZE },
    };
    const { result } = await execute(operation, { ...init, params });
    if (!result.ok) {
      yield result;
      return;
    }
    const { items, count } = readPage(result.data);
    fetched += items.length;
    yield success({ items: items as Item[], page, count }, result.stale === true);
    const done =
      items.length === 0 ||
      (count === undefined ? items.length < FETCH_ALL_PAGE_SIZE : fetched >= count);
    if (done) return;
  }
}
