/**
 * Lists refuse query parameters their operation does not declare (400 naming `query.<name>`), so
 * a misspelt filter (`?Role=rep`, `?page=2`) is an error instead of a silently unfiltered list.
 * Every list handler calls `readListPage` first.
 */
import type { FieldError } from "../../http/index.js";
import { badRequest } from "../../http/index.js";
import { pageWindow, type PageWindow } from "./page-window.js";

interface ListCall {
  readonly operation: {
    readonly parameters: readonly { readonly name: string; readonly in: string }[];
  };
  readonly request: { readonly query: unknown };
  readonly query: { readonly Page?: number | undefined; readonly PageSize?: number | undefined };
}

/** The query parameters of a request its operation does not declare. */
export function undeclaredParameters(call: Omit<ListCall, "query">): FieldError[] {
  const raw = call.request.query;
  if (typeof raw !== "object" || raw === null) return [];
  const declared = new Set(
    call.operation.parameters.filter((p) => p.in === "query").map((p) => p.name),
  );
  return Object.keys(raw)
    .filter((name) => !declared.has(name))
    .map((name) => ({
      field: `query.${name}`,
      message: "is not a parameter of this list",
      code: "unknown",
    }));
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
