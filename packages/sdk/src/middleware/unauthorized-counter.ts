import type { Middleware } from "openapi-fetch";
import { cacheStatusOf } from "./cache";
import { operationOf } from "./operation-of";

/** Forced logout comes after more than this many consecutive 401s (spec §9: more than 3). */
export const MAX_CONSECUTIVE_UNAUTHORIZED = 3;

/**
 * Counts consecutive 401 answers to token-requiring operations; the 4th in a row calls
 * `onForcedLogout` (and the count starts again). Any successful answer (2xx, or a 304) resets it.
 * Open operations (a wrong password at sign-in) never count, and answers the read cache made
 * (stale copies) are ignored. Register it after the cache so it sees the server's own answer.
 */
export function createUnauthorizedCounterMiddleware(
  onForcedLogout: (consecutiveUnauthorized: number) => void,
): Middleware {
  let count = 0;
  return {
    onResponse({ request, response, schemaPath }) {
      if (cacheStatusOf(response)) return undefined;
      if (response.ok || response.status === 304) {
        count = 0;
        return undefined;
      }
      if (response.status !== 401 || operationOf(request.method, schemaPath)?.open !== false) {
        return undefined;
      }
      count += 1;
      if (count > MAX_CONSECUTIVE_UNAUTHORIZED) {
        const reached = count;
        count = 0;
        onForcedLogout(reached);
      }
      return undefined;
    },
  };
}
