import type { Middleware } from "openapi-fetch";
import type { Logger } from "../logging/logger";

function where(request: Request): string {
  // The path only: queries may hold e-mail addresses, and headers hold the token.
  return `${request.method} ${new URL(request.url).pathname}`;
}

/**
 * Logs each request and its answer at debug level: method, path and status only, never headers,
 * query strings or bodies. Register it first so it sees the final answer.
 */
export function createLoggingMiddleware(logger: Logger): Middleware {
  return {
    onRequest({ request }) {
      logger.debug(`→ ${where(request)}`);
      return undefined;
    },
    onResponse({ request, response }) {
      logger.debug(`← ${response.status} ${where(request)}`);
      return undefined;
    },
    onError({ request, error }) {
      const reason = error instanceof Error ? error.name : "error";
      logger.debug(`✕ ${where(request)} (${reason})`);
      return undefined;
    },
  };
}
