import type { RoutePattern } from "@canvass/sdk/permissions";

/**
 * The react-router path of one of the spec's route patterns (the SDK's `ROUTE_GATES` keys):
 * `{id}` → `:id`, `{ids?}` → `:ids?` (an optional segment), `{type*}` → `*` (the rest of the
 * address, read as the `*` param).
 */
export function routerPath(pattern: RoutePattern): string {
  return pattern
    .replace(/\{(\w+)\*\}/g, "*")
    .replace(/\{(\w+)(\??)\}/g, (_match, name: string, optional: string) => `:${name}${optional}`);
}

/** The name a `{name*}` segment's value is read under: react-router calls it `*`. */
export const SPLAT_PARAM = "*";
