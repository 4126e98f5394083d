import type { CanvassClient, Result } from "@canvass/sdk/client";
import { fromPromise } from "xstate";
import type {
  CheckIdExistsInput,
  IdExistsResult,
  SearchAllInput,
  SearchResults,
} from "./search.types";

/** The data of a successful call; a failure is thrown, so the machine takes its error path. */
function dataOf<T>(result: Result<T>): T {
  if (!result.ok) throw result.error;
  return result.data;
}

/**
 * The search machine's actors on an SDK client:
 * `searchMachine.provide({ actors: createSearchActors(client) })`. Leaving the state aborts the
 * call through its signal.
 */
export function createSearchActors(client: CanvassClient) {
  return {
    searchAll: fromPromise<SearchResults, SearchAllInput>(async ({ input, signal }) =>
      dataOf(await client.call("searchAll", { params: { query: { q: input.term } }, signal })),
    ),
    checkIdExists: fromPromise<IdExistsResult, CheckIdExistsInput>(async ({ input, signal }) =>
      dataOf(await client.call("checkIdExists", { params: { path: { id: input.id } }, signal })),
    ),
  };
}
