import type { Middleware } from "openapi-fetch";
import type { SessionAccessor } from "../client/session";
import { basicAuthHeader } from "../tokens/basic-auth";
import { operationOf } from "./operation-of";

/**
 * Adds the Basic authorization header to every operation that is not open (`security: []`),
 * when someone is signed in. Open operations (sign-in, two-factor, password reset, settings,
 * usage events) never carry it.
 */
export function createAuthMiddleware(getSession: SessionAccessor): Middleware {
  return {
    async onRequest({ request, schemaPath }) {
      const operation = operationOf(request.method, schemaPath);
      if (operation?.open !== false) return undefined;
      const session = await getSession();
      if (!session) return undefined;
      request.headers.set("Authorization", basicAuthHeader(session.playerId, session.token));
      return undefined;
    },
  };
}
