/**
 * The handlers of the accounts area (issue #4): the submission, cancellation and check-in lists,
 * submission changes, reassignment, deletion and task resends, check-in pictures and history.
 */
import type { HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { CountCache } from "../lists/index.js";
import { PooledPreparedStatements } from "./pooled-statements.js";
import { PreparedStatements } from "./prepared-statements.js";
import { listHandlers } from "./query-lists.js";
import { writeHandlers } from "./write-handlers.js";

export function accountsHandlers(deps: ServerDeps): HandlerMap {
  const context = {
    db: deps.db,
    now: deps.now,
    counts: new CountCache(),
    statements:
      deps.driver === "pglite"
        ? new PreparedStatements(deps.db)
        : new PooledPreparedStatements(deps.db),
  };
  return { ...listHandlers(context), ...writeHandlers(deps) };
}
