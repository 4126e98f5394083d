/**
 * Lists refuse query parameters their operation does not declare (400 naming `query.<name>`), so
 * a misspelt filter (`?Role=rep`, `?page=2`) is an error instead of a silently unfiltered list.
 * The request validator refuses them for every list of the contract (a `GET` that takes `Page`,
 * built or not) before any handler runs; `readListPage`, which every list handler calls first,
 * checks with the same rule (`undeclaredQuery`) for a list answered outside the router.
 */
import type { FieldError } from "../../http/index.js";
import { badRequest, undeclaredQuery } from "../../http/index.js";
import { pageWindow, type PageWindow } from "./page-window.js";

interface ListCall {
  readonly operation: {
    readonly parameters: readonly { readonly name: string; readonly in: string }[];
  };
  readonly request: { readonly query: unknown };
  readonly query: { readonly Page?: number | undefined; readonly PageSize?: number | undefined };
}

/** The query parameters of a request its operation does not declare (the router's rule). */
export function undeclaredParameters(call: Omit<ListCall, "query">): FieldError[] {
  const declared = new Set(
    call.operation.parameters.filter((p) => p.in === "query").map((p) => p.name),
  );
  return undeclaredQuery(call.request.query, declared);
}

/** A 400 naming every query parameter the operation does not declare. */
export function refuseUndeclaredParameters(call: Omit<ListCall, "query">): void {
  const unknown = undeclaredParameters(call);
  if (unknown.length > 0) {
    throw badRequest("This list does not take some of these parameters.", unknown);
  }
}

/** Refuses undeclared parameters (400), then reads `Page`/`PageSize`. */
export function readListPage(call: ListCall): PageWindow {
  refuseUndeclaredParameters(call);
  return pageWindow(call.query);
}
