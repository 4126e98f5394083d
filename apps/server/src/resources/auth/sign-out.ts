/** `POST /users/logout/` (signOut): revokes the calling session; its token then answers 401. */
import { principalOf } from "../../auth/index.js";
import type { OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";

export function signOut(deps: ServerDeps): OperationHandler<"signOut"> {
  return async (context) => {
    const principal = principalOf(context);
    await deps.db
      .updateTable("sessions")
      .set({ revoked_at: deps.now() })
      .where("jti", "=", principal.sessionId)
      .where("revoked_at", "is", null)
      .execute();
    return { status: 204 };
  };
}
