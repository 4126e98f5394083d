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

/** The request modules loaded so far, by route: a loader starts with them at once. */
const loaded = new Map<string, RouteDataModule>();

function load(routeId: string): Promise<RouteDataModule> | undefined {
  return ROUTE_DATA[routeId]?.().then((module) => {
    loaded.set(routeId, module);
    return module;
  });
}

/** Fetches a route's request module ahead (nothing for a route without one). */
export function preloadRouteData(routeId: string): void {
  load(routeId)?.catch(() => undefined);
}

/**
 * Starts a route's first request. Waits for its (small) module only, never for the request, so
 * the request is on its way before the screen renders and asks for it. A module loaded ahead
 * starts it at once: awaiting `import()` of a module already evaluated still waits for a task of
 * its own, behind whatever the page is busy with (50–100 ms of a cold dashboard load, behind the
 * chart code's parse; decision 0086).
 */
export async function startRouteData(routeId: string, args: RouteDataArgs): Promise<void> {
  try {
    (loaded.get(routeId) ?? (await load(routeId)))?.start(args);
  } catch {
    // The module could not load: the screen asks for its data itself.
  }
}
