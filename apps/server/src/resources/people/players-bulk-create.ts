/**
 * `PUT /players/bulk/`: creates many users in one transaction. The same permission and row
 * checks as the preview (`players-bulk-check.ts`); then with `validOnly` the valid rows are
 * created and the bad ones reported (200), with `allOrNothing` any bad row — found by the checks
 * or while writing — writes nothing and answers 422 naming `/rows/<index>/<field>`.
 */
import { principalOf, requirePermission } from "../../auth/index.js";
import { unprocessable, type FieldError, type OperationHandler } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { checkBulkRows, type BulkRowProblem } from "./players-bulk-rows.js";
import { hashBulkPasswords, writeBulkPlayers } from "./players-bulk-write.js";

/** The 422 of an all-or-nothing batch with bad rows: every error, pointing into `rows`. */
function badBatch(total: number, rejected: readonly BulkRowProblem[]) {
  const errors: FieldError[] = rejected.flatMap(({ row, errors: fields }) =>
    fields.map((error) => ({ ...error, field: `/rows/${row}${error.field}` })),
  );
  return unprocessable(
    `${rejected.length} of ${total} rows cannot be created, so none was (all or nothing).`,
    errors,
  );
}

export function createPlayersBulk(deps: ServerDeps): OperationHandler<"createPlayersBulk"> {
  return async ({ body, ...context }) => {
    const principal = principalOf(context);
    requirePermission(principal, "CreateBulkUsers");
    const total = body.rows.length;
    const allOrNothing = body.mode === "allOrNothing";
    const checked = await checkBulkRows(deps, principal, body.rows);
    if (allOrNothing && checked.rejected.length > 0) throw badBatch(total, checked.rejected);
    // Hashing takes most of the time: done before the transaction, which then holds the
    // database only for the inserts.
    const hashes = await hashBulkPasswords(checked.valid);
    const now = deps.now();
    const written = await deps.db.transaction().execute(async (trx) => {
      const result = await writeBulkPlayers(deps, trx, principal, checked.valid, hashes, now);
      if (allOrNothing && result.lost.length > 0) throw badBatch(total, result.lost);
      return result;
    });
    const rejected = [...checked.rejected, ...written.lost].sort((a, b) => a.row - b.row);
    return {
      status: 200,
      body: { total, valid: written.created.length, created: written.created, rejected },
    };
  };
}
