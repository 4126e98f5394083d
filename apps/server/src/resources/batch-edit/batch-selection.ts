/**
 * A batch-edit request read into its targets (decision 0041): per submission id, the fields to
 * set and the values as given. Exactly one selection — `Filters` (the `/subs` filter model, read
 * by the list's own `readListRequest` and expanded in the caller's scope), `IDs` (a pasted or
 * uploaded list) — both with `Set` —, or `Rows` (a CSV of `ID` + changed columns). More than
 * `BATCH_EDIT_MAX` submissions is a 422: the operator narrows the filter.
 */
import { BATCH_EDIT_MAX } from "@canvass/sdk/batch-edit";
import type { Schema } from "@canvass/sdk/contract";
import { sql, type Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { isHttpProblem, unprocessable, type FieldError } from "../../http/index.js";
import { ACCOUNT_LIST } from "../accounts/account-fields.js";
import { readListRequest } from "../accounts/list-params.js";
import { listConditions } from "../accounts/list-query.js";
import { rowScope } from "../accounts/row-scope.js";
import { hiddenGroups } from "../accounts/visibility.js";

export type BatchEditRequest = Schema<"BatchEditRequest">;
export type BatchValue = string | number | boolean | null;

/** One submission of the batch and what to set on it (values as given, not yet read). */
export interface BatchTarget {
  readonly ID: string;
  readonly Values: Readonly<Record<string, BatchValue>>;
}

function refuse(field: string, message: string, code: string): never {
  throw unprocessable("This batch edit cannot be read.", [{ field, message, code }]);
}

/** The ids the `/subs` filter matches in the caller's scope (at most one past the cap). */
async function filterIds(
  db: Kysely<Database>,
  principal: Principal,
  filters: NonNullable<BatchEditRequest["Filters"]>,
): Promise<string[]> {
  let request;
  try {
    request = readListRequest(ACCOUNT_LIST, { ...filters, Fields: "ID" }, hiddenGroups(principal));
  } catch (error) {
    if (!isHttpProblem(error)) throw error;
    const errors: FieldError[] = (error.errors ?? []).map((problem) => ({
      ...problem,
      field: problem.field.replace(/^query\./, "/Filters/"),
    }));
    throw unprocessable("Some filters of this batch edit are not valid.", errors);
  }
  const conditions = listConditions(ACCOUNT_LIST, request, await rowScope(db, principal));
  const { rows } = await sql<{ id: string }>`SELECT r.id FROM accounts r
    WHERE ${sql.join(conditions, sql` AND `)}
    ORDER BY r.received DESC, r.id LIMIT ${BATCH_EDIT_MAX + 1}`.execute(db);
  return rows.map((row) => row.id);
}

function setValues(body: BatchEditRequest): Record<string, BatchValue> {
  if (body.Set === undefined) refuse("/Set", "choose the fields to set", "required");
  const values: Record<string, BatchValue> = {};
  for (const item of body.Set) values[item.Field] = item.Value;
  return values;
}

/** The targets of a request, in the order given (a filter: newest first). */
export async function batchTargets(
  db: Kysely<Database>,
  principal: Principal,
  body: BatchEditRequest,
): Promise<BatchTarget[]> {
  const kinds = (["Filters", "IDs", "Rows"] as const).filter((key) => body[key] !== undefined);
  if (kinds.length !== 1) {
    refuse(
      kinds.length === 0 ? "/Filters" : `/${kinds[1] ?? ""}`,
      "give exactly one of Filters, IDs or Rows",
      "selection",
    );
  }
  let targets: BatchTarget[];
  if (body.Rows !== undefined) {
    if (body.Set !== undefined) refuse("/Set", "CSV rows carry their own values", "selection");
    const seen = new Map<string, BatchTarget>();
    for (const row of body.Rows) {
      const id = row.ID.trim().toLowerCase();
      const before = seen.get(id);
      seen.set(id, { ID: id, Values: { ...before?.Values, ...row.Values } });
    }
    targets = [...seen.values()];
  } else {
    const values = setValues(body);
    const ids =
      body.Filters === undefined
        ? [...new Set((body.IDs ?? []).map((id) => id.trim().toLowerCase()))]
        : await filterIds(db, principal, body.Filters);
    targets = ids.map((id) => ({ ID: id, Values: values }));
  }
  if (targets.length === 0) refuse(`/${kinds[0] ?? "IDs"}`, "selects no submission", "empty");
  if (targets.length > BATCH_EDIT_MAX) {
    refuse(
      `/${kinds[0] ?? "IDs"}`,
      `selects more than ${String(BATCH_EDIT_MAX)} submissions: narrow the selection`,
      "tooMany",
    );
  }
  return targets;
}
