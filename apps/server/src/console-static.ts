/**
 * Serves the built console (`apps/console/dist`) from the API server's port: its files as they
 * are (hashed bundles under `/static/`, since `/assets/` is the asset store), and `index.html` for any other GET that asks for a page (the console's client-side
 * routes, such as `/players/p1a2b3`). API, asset and logging paths never fall back to the page:
 * they keep their JSON problems.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { NotFoundFallback } from "./http/error-handler.js";

/** Paths that never fall back to the page: the API, the asset store, usage logging and bundles. */
const SERVER_PREFIXES = ["/api/", "/assets/", "/log/", "/static/"];

/** Whether a request asks for a console page (a GET/HEAD outside the server's own paths). */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  const path = request.url.split("?")[0] ?? "/";
  if (SERVER_PREFIXES.some((prefix) => path === prefix.slice(0, -1) || path.startsWith(prefix))) {
    return false;
  }
  const accept = request.headers.accept ?? "";
  return accept === "" || accept.includes("text/html") || accept.includes("*/*");
}

/** Whether `dir` holds a built console. */
export function hasConsoleBuild(dir: string): boolean {
  return existsSync(join(dir, "index.html"));
}

/**
 * Registers the console's files (found at start, so no file outside `dir` can ever be served) and
 * returns the fallback that answers page requests with `index.html`.
 */
export async function serveConsole(app: FastifyInstance, dir: string): Promise<NotFoundFallback> {
  await app.register(fastifyStatic, {
    root: dir,
    wildcard: false,
    index: ["index.html"],
    cacheControl: false,
    // The build writes each bundle's Brotli and gzip copy beside it (console
    // `build/precompress.mjs`): a browser that accepts one gets it as it is, with no compression
    // work on the API's thread (decision 0087).
    preCompressed: true,
    // Hashed bundles never change; the page itself must be revalidated.
    setHeaders: (res, path) => {
      const bundle = path.includes(join("static", "")) && !path.endsWith(".html");
      res.setHeader("cache-control", bundle ? "public, max-age=31536000, immutable" : "no-cache");
      // One address, two codings: a shared cache must keep them apart.
      if (bundle) res.setHeader("vary", "accept-encoding");
    },
  });
  return (request: FastifyRequest, reply: FastifyReply) =>
    isPageRequest(request) ? reply.type("text/html").sendFile("index.html", dir) : undefined;
}
