/**
 * A screen's first request, started by its route's loader as soon as the gate has passed (the
 * session is known), not once the screen's code has loaded and its page has drawn (decision
 * 0070). Each entry is a small module of its own, which the screen takes the request from; a
 * signed-in cold load fetches it with the landing page's code (`landing-code.ts`).
 */
import type { Params } from "react-router-dom";
import type { Runtime } from "../app/runtime";

export interface RouteDataArgs {
  readonly params: Params;
  readonly url: URL;
  readonly runtime: Runtime;
}

interface RouteDataModule {
  start(args: RouteDataArgs): void;
}

const ROUTE_DATA: Readonly<Record<string, () => Promise<RouteDataModule>>> = {
  dashboard: () => import("../screens/dashboard/landing-request"),
};

/** Fetches a route's request module ahead (nothing for a route without one). */
export function preloadRouteData(routeId: string): void {
  ROUTE_DATA[routeId]?.().catch(() => undefined);
}

/**
 * Starts a route's first request. Waits for its (small) module only, never for the request, so
 * the request is on its way before the screen renders and asks for it.
 */
export async function startRouteData(routeId: string, args: RouteDataArgs): Promise<void> {
  const load = ROUTE_DATA[routeId];
  if (load === undefined) return;
  try {
    (await load()).start(args);
  } catch {
    // The module could not load: the screen asks for its data itself.
  }
}
