/**
 * Security headers on every answer of the API, the asset store and the console (@fastify/helmet):
 * a Content-Security-Policy that fits the built console (its scripts, styles, fonts and pictures
 * come from this origin; the API is called on this origin), no framing (`frame-ancestors 'none'`
 * and `X-Frame-Options: DENY`), `X-Content-Type-Options: nosniff` and a `Referrer-Policy` that sends
 * no path to other sites. A host whose console calls an API or draws map tiles on another origin
 * adds those origins (`CANVASS_CSP_CONNECT_SRC`, `CANVASS_CSP_IMG_SRC`).
 */
import fastifyHelmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

export interface CspSources {
  /** Extra origins the console may call (`connect-src`), e.g. `https://api.demo.canvass.test`. */
  readonly connect?: readonly string[] | undefined;
  /** Extra origins of pictures (`img-src`), e.g. a map tile server. */
  readonly img?: readonly string[] | undefined;
}

/** The policy's directives (exported for the README and tests). */
export function cspDirectives(extra: CspSources = {}): Record<string, string[]> {
  return {
    "default-src": ["'self'"],
    "base-uri": ["'self'"],
    "script-src": ["'self'"],
    // React and Radix set element styles at run time (positioning of popovers and menus).
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...(extra.img ?? [])],
    "font-src": ["'self'", "data:"],
    // The lookup plays a submission's recording from an object URL (read with the token).
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'", ...(extra.connect ?? [])],
    "worker-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

/**
 * Registers the headers for every route, the 404 handler and the console's files (call it before
 * any route is added: the plugin's hook is global).
 */
export function registerSecurityHeaders(app: FastifyInstance, extra: CspSources = {}): void {
  void app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(extra) },
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Pictures and files of the asset store may be shown by a console on another origin.
    crossOriginResourcePolicy: false,
  });
}
