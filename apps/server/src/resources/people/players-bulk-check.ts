/**
 * `POST /players/bulk/check/`: the bulk screen's preview. CreateBulkUsers (admin or manager, not
 * `nocreateplayers`: otherwise 403 for the whole request), then every row checked as
 * `PUT /players/bulk/` would check it (`players-bulk-rows.ts`). Writes nothing.
 */
import { principalOf, requirePermission } from "../../auth/index.js";
import type { OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { checkBulkRows } from "./players-bulk-rows.js";

export function checkPlayersBulk(deps: ServerDeps): OperationHandler<"checkPlayersBulk"> {
  return async ({ body, ...context }) => {
    const principal = principalOf(context);
    requirePermission(principal, "CreateBulkUsers");
    const { valid, rejected } = await checkBulkRows(deps, principal, body.rows);
    return {
      status: 200,
      body: { total: body.rows.length, valid: valid.length, created: [], rejected },
    };
  };
}
