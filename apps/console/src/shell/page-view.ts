import { useEffect } from "react";
import { useLocation, useMatches, type UIMatch } from "react-router-dom";
import { useRuntime } from "../app/runtime-context";
import { useT } from "../i18n/use-t";
import type { RouteDef } from "../routing/route-table";

/** What a route carries in its `handle`: its definition, or just a title for the 404. */
export interface RouteHandle {
  readonly route?: RouteDef;
  readonly titleKey: string;
}

function deepestHandle(matches: readonly UIMatch[]): RouteHandle | null {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.titleKey !== undefined) return handle;
  }
  return null;
}

/**
 * Sets the page title from the route's title message (spec §2) and reports each page view to
 * usage logging (category `page`). Only the root layout calls it, so the error page, which
 * replaces the layout, is never reported.
 */
export function usePageTitleAndView(): void {
  const t = useT();
  const { config, services } = useRuntime();
  const matches = useMatches();
  const { pathname } = useLocation();
  const handle = deepestHandle(matches);
  const page = handle === null ? config.name : t(handle.titleKey);
  useEffect(() => {
    document.title =
      handle === null ? config.name : t("app.pageTitle", { page, product: config.name });
  }, [t, page, handle, config.name]);
  const routeId = handle?.route?.id ?? "notFound";
  useEffect(() => {
    services.usage.log({ category: "page", action: routeId, label: pathname });
  }, [services.usage, routeId, pathname]);
}
