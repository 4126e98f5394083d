/**
 * The code of the page a signed-in reader lands on, asked for while boot's requests run
 * (decision 0070). The router asks for a route's screen only once it exists (after the host
 * configuration and the client settings), and the signed-in frame only once the first page is
 * ready: two serial waits of a cold load. Here they start with boot. `import()` keeps one
 * promise per module, so the router's own request later finds it loaded. Without a stored
 * session nothing is asked for: the sign-in page needs none of it.
 */
import { matchRoutes } from "react-router-dom";
import { loadAppShell } from "../shell/app-shell-code";
import { loadScreen } from "./load-screen";
import { preloadRouteData } from "./route-data";
import { routerPath } from "./route-path";
import { ROUTES, type RouteDef } from "./route-table";

const MATCHABLE: readonly { readonly path: string; readonly route: RouteDef }[] = ROUTES.map(
  (route) => ({ path: routerPath(route.pattern), route }),
);

export function preloadLanding(pathname: string, signedIn: boolean): void {
  if (!signedIn) return;
  const ignore = () => undefined;
  loadAppShell().catch(ignore);
  const route = matchRoutes([...MATCHABLE], pathname)?.at(-1)?.route.route;
  if (route?.kind !== "screen") return;
  loadScreen(route).catch(ignore);
  preloadRouteData(route.id);
}
