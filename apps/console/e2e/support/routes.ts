/**
 * What the console should show for an address, from its own tables: which route an address
 * matches (react-router's ranking over the route table) and that route's en-CA page title.
 */
import { matchRoutes } from "react-router-dom";
import hostConfig from "../../public/config/127.0.0.1.json";
import { messages } from "../../src/i18n/messages/common/en-CA";
import { routerPath } from "../../src/routing/route-path";
import { ROUTES, titleKey } from "../../src/routing/route-table";

const ROUTE_OBJECTS = [
  ...ROUTES.map((route) => ({ id: route.id, path: routerPath(route.pattern) })),
  { id: "notFound", path: "*" },
];

/** The id of the route the console shows at `pathname` (`notFound` for the catch-all). */
export function routeIdAt(pathname: string): string {
  const matches = matchRoutes(ROUTE_OBJECTS, pathname);
  const id = matches?.at(-1)?.route.id;
  if (id === undefined) throw new Error(`no route matches ${pathname}`);
  return id;
}

function message(key: string): string {
  const text = messages[key];
  if (text === undefined) throw new Error(`no en-CA message ${key}`);
  return text;
}

/** `{page} · {product}` with the route's title, as the console sets `document.title`. */
export function expectedTitle(pathname: string): string {
  const id = routeIdAt(pathname);
  const page = message(id === "notFound" ? "route.notFound" : titleKey({ id }));
  return message("app.pageTitle").replace("{page}", page).replace("{product}", hostConfig.name);
}
