import { canOpenRoute, type PermissionContext, type RoutePattern } from "@canvass/sdk/permissions";
import type { EditTab } from "./EditFrame";

/** A sub-page of an edit page: its tab and the route (its gate is the route's). */
export interface EditTabRoute extends EditTab {
  readonly route: RoutePattern;
}

/**
 * The tabs the operator may open: each route's gates through the SDK's `canOpenRoute`, with the
 * entity's id as the target, exactly as the route loaders check them.
 */
export function openableTabs(
  permissions: PermissionContext | null,
  tabs: readonly EditTabRoute[],
  targetId: string,
): EditTab[] {
  if (permissions === null) return [];
  return tabs
    .filter((tab) => canOpenRoute(permissions, tab.route, { id: targetId }))
    .map(({ id, label, href }) => ({ id, label, href }));
}
