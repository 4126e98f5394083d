import type { RouteObject } from "react-router-dom";
import type { Runtime } from "../app/runtime";
import { BootScreen } from "../boot/BootScreen";
import { ErrorPage } from "../pages/ErrorPage";
import { RootLayout } from "../shell/RootLayout";
import type { RouteHandle } from "../shell/page-view";
import { loadScreen } from "./load-screen";
import { loaderFor } from "./loaders";
import { routerPath } from "./route-path";
import { ROUTES, titleKey, type RouteDef } from "./route-table";

function routeObject(route: RouteDef, runtime: Runtime): RouteObject {
  const handle: RouteHandle = { route, titleKey: titleKey(route) };
  const loader = loaderFor(route, runtime);
  return {
    id: route.id,
    path: routerPath(route.pattern),
    handle,
    ...(loader === undefined ? {} : { loader }),
    // A redirect's loader always leaves; it still renders (nothing), so the router never
    // warns of a leaf route without an element while the redirect is on its way.
    ...(route.kind === "screen"
      ? { lazy: async () => ({ Component: await loadScreen(route) }) }
      : { element: null }),
  };
}

/** Every route of the spec under the root layout, then the catch-all 404. */
export function buildRoutes(runtime: Runtime): RouteObject[] {
  const notFound: RouteHandle = { titleKey: "route.notFound" };
  return [
    {
      id: "root",
      element: <RootLayout />,
      errorElement: <ErrorPage />,
      hydrateFallbackElement: <BootScreen />,
      children: [
        ...ROUTES.map((route) => routeObject(route, runtime)),
        {
          id: "notFound",
          path: "*",
          handle: notFound,
          lazy: async () => ({ Component: (await import("../pages/NotFoundPage")).NotFoundPage }),
        },
      ],
    },
  ];
}
