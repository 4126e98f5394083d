import type { Schema } from "../contract/types";
import type { PermissionContext } from "../permissions/context";
import { canOpenRoute, type RoutePattern } from "../permissions/gates";
import { lookupPath } from "./search-paths";

/** The kind of entity an id belongs to, as `GET /ids/{id}/exists/` names it. */
export type IdEntityType = Schema<"IdEntityType">;

const segment = (id: string) => encodeURIComponent(id);

/** Each kind with a page of its own: the page's route and its address for an id. */
const ENTITY_PAGES: Partial<
  Record<IdEntityType, { readonly route: RoutePattern; readonly path: (id: string) => string }>
> = {
  account: { route: "/lookup/{ids?}/{defaultTab?}", path: (id) => lookupPath([id]) },
  player: { route: "/user/{id}", path: (id) => `/user/${segment(id)}` },
  team: { route: "/team/{id}", path: (id) => `/team/${segment(id)}` },
  campaign: { route: "/campaign/{id}", path: (id) => `/campaign/${segment(id)}` },
  client: { route: "/client/{id}", path: (id) => `/client/${segment(id)}` },
  export: { route: "/export/{id}", path: (id) => `/export/${segment(id)}` },
  customreport: { route: "/report/{id}", path: (id) => `/report/${segment(id)}` },
};

/**
 * Where an id found by the id check opens (spec §2 global search): the page of the entity of the
 * type the check returned (a submission's lookup, a user's or team's profile…), when the operator
 * may open that page; otherwise `null` (no type given, a kind without a page of its own such as
 * an export instance, or a page the operator may not open).
 */
export function idEntityPath(
  ctx: PermissionContext,
  type: IdEntityType | undefined,
  id: string,
): string | null {
  const page = type === undefined ? undefined : ENTITY_PAGES[type];
  if (page === undefined || !canOpenRoute(ctx, page.route)) return null;
  return page.path(id);
}
