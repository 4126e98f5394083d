/**
 * Hints for requests no route answers: the methods a path does have (→ 405 with `Allow`), or the
 * same path with or without its trailing slash (the contract's slashes are significant, so
 * `/api/players` is not `/api/players/`; the 404 says which one exists).
 */
import { templateMatcher } from "./route-path.js";

export interface RouteHint {
  /** The methods that path answers, when it exists under other methods. */
  readonly allow?: readonly string[];
  /** The same path with its trailing slash added or removed, when that one exists. */
  readonly otherSlash?: string;
}

export interface RouteHints {
  add(method: string, urlTemplate: string): void;
  hint(path: string): RouteHint | undefined;
}

export function createRouteHints(): RouteHints {
  const routes: { method: string; matcher: RegExp }[] = [];
  const methodsOf = (path: string): string[] => [
    ...new Set(routes.filter((route) => route.matcher.test(path)).map((route) => route.method)),
  ];
  return {
    add(method, urlTemplate) {
      routes.push({ method, matcher: templateMatcher(urlTemplate) });
      // Fastify answers HEAD on every GET route.
      if (method === "GET") routes.push({ method: "HEAD", matcher: templateMatcher(urlTemplate) });
    },
    hint(path) {
      const allow = methodsOf(path);
      if (allow.length > 0) return { allow };
      const otherSlash = path.endsWith("/") ? path.replace(/\/+$/, "") : `${path}/`;
      return otherSlash !== "" && methodsOf(otherSlash).length > 0 ? { otherSlash } : undefined;
    },
  };
}
