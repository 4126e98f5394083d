/**
 * The route loaders: the permission gate of every route (spec §2: a signed-in user plus the
 * named permission, otherwise `/`; signed out, `/login` and back after signing in), and the spec's
 * redirects. They wait for the session to
 * decide first, so reloading a gated address works.
 */
import { canOpenRoute, type PermissionTarget } from "@canvass/sdk/permissions";
import { DEFAULT_DASHBOARD_TYPE } from "@canvass/sdk/settings";
import { redirect, type LoaderFunction, type Params } from "react-router-dom";
import type { Runtime } from "../app/runtime";
import { permissionContextOf } from "../session/permissions";
import { loadAppShell } from "../shell/app-shell-code";
import { settledSession } from "../session/settled";
import { loginPathFor } from "../session-pages/return-path";
import { startRouteData } from "./route-data";
import { SPLAT_PARAM } from "./route-path";
import { CAMPAIGN_EDIT_PAGES, OPEN_ROUTES, type RouteDef } from "./route-table";

/** The user a user route is about, for the target-dependent gates (EditUser, ViewUserProfile). */
function targetOf(route: RouteDef, params: Params): PermissionTarget | undefined {
  return route.pattern.startsWith("/user/{id}") && params.id !== undefined
    ? { id: params.id }
    : undefined;
}

/** A path parameter, encoded for a new address (react-router always gives a matched one). */
function param(params: Params, name: string): string {
  return encodeURIComponent(params[name] ?? "");
}

type Redirector = (params: Params, runtime: Runtime) => Promise<string | null> | string | null;

/** Where each redirecting route (and the checked screens) goes, or `null` to stay. */
const REDIRECTS: Readonly<Record<string, Redirector>> = {
  campaignEdit: (params) => `/campaign/${param(params, "id")}/edit/general`,
  teamEdit: (params) => `/team/${param(params, "id")}/edit/general`,
  userEdit: (params) => `/user/${param(params, "id")}/edit/general`,
  userMe: (_params, runtime) => {
    const user = runtime.session.getSnapshot().context.user;
    return user === null ? "/" : `/user/${encodeURIComponent(user.id)}`;
  },
  exportInstanceLookup: async (params, runtime) => {
    const id = params.id ?? "";
    const result = await runtime.services.client.call("getExportOption", {
      params: { path: { id } },
    });
    return result.ok
      ? `/export/${encodeURIComponent(result.data.ExportID)}/instance/${encodeURIComponent(id)}`
      : "/404";
  },
  dashboard: (params) =>
    (params[SPLAT_PARAM] ?? "") === "" ? `/dashboard/${DEFAULT_DASHBOARD_TYPE}` : null,
  campaignEditPage: (params) =>
    (CAMPAIGN_EDIT_PAGES as readonly string[]).includes(params.page ?? "") ? null : "/404",
};

export function loaderFor(route: RouteDef, runtime: Runtime): LoaderFunction | undefined {
  const redirector = REDIRECTS[route.id];
  if (OPEN_ROUTES.has(route.pattern) && redirector === undefined) return undefined;
  return async ({ params, request }) => {
    if (!OPEN_ROUTES.has(route.pattern)) {
      const snapshot = await settledSession(runtime.session);
      const permissions = permissionContextOf(snapshot, runtime.settings.features);
      // Signed out: sign in first, then come back here (the gate decides again then).
      if (permissions === null) {
        const url = new URL(request.url);
        return redirect(loginPathFor(`${url.pathname}${url.search}${url.hash}`));
      }
      if (!canOpenRoute(permissions, route.pattern, targetOf(route, params))) {
        return redirect("/");
      }
    }
    const target = redirector === undefined ? null : await redirector(params, runtime);
    if (target !== null) return redirect(target);
    // The screen's first request leaves now, while its code may still be loading (decision 0070).
    // A signed-in page renders inside the frame: its code is there first (decision 0088).
    await Promise.all([
      startRouteData(route.id, { params, url: new URL(request.url), runtime }),
      OPEN_ROUTES.has(route.pattern) ? undefined : loadAppShell().catch(() => undefined),
    ]);
    return null;
  };
}
