/**
 * One lazily loaded chunk per area: the route's screen from its area's module, or the "not
 * built yet" page for a screen a later step builds.
 */
import { createElement, type ComponentType } from "react";
import { resolveScreen, type Screens } from "../areas/screens";
import type { Area, RouteDef } from "./route-table";

const AREAS: Readonly<Record<Area, () => Promise<{ screens: Screens }>>> = {
  session: () => import("../areas/session"),
  dashboard: () => import("../areas/dashboard"),
  campaigns: () => import("../areas/campaigns"),
  people: () => import("../areas/people"),
  clients: () => import("../areas/clients"),
  submissions: () => import("../areas/submissions"),
  exports: () => import("../areas/exports"),
  email: () => import("../areas/email"),
  admin: () => import("../areas/admin"),
};

export async function loadScreen(route: RouteDef): Promise<ComponentType> {
  const { screens } = await AREAS[route.area]();
  const screen = screens[route.id];
  if (screen !== undefined) return resolveScreen(screen);
  // Loaded with the first such screen, not with the first page.
  const { NotBuiltYetPage } = await import("../pages/NotBuiltYetPage");
  const NotBuilt = () => createElement(NotBuiltYetPage, { route });
  NotBuilt.displayName = `NotBuilt(${route.id})`;
  return NotBuilt;
}

/** Whether a route's screen is built (for the status table and its test). */
export async function isScreenBuilt(route: RouteDef): Promise<boolean> {
  const { screens } = await AREAS[route.area]();
  return screens[route.id] !== undefined;
}
