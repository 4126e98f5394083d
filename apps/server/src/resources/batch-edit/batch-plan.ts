/**
 * What a batch edit would do to each of its submissions (decision 0041), the one check behind
 * the preview and every chunk of the job: the submission exists in the caller's scope
 * (`not-found` otherwise), each field may be edited and seen by the caller (`not-allowed`), each
 * value reads with the field's mask and passes the contract's schema and the host's validators
 * (the SDK's `readBatchValue` and the lookup's `changeErrors`, so a batch holds a value to the
 * same rules as the lookup's edit), and old → new per field, a value already stored being no
 * change (`sameAccountValue`).
 */
import { sameAccountValue, type AccountValue, type EditValidators } from "@canvass/sdk/accounts";
import { describeAccountValueProblem } from "@canvass/sdk/accounts";
import { readBatchValue } from "@canvass/sdk/batch-edit";
import type { ValidateFunction } from "ajv";
import { sql, type Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database } from "../../db/index.js";
import { accountValues } from "../accounts/account-record.js";
import { changeErrors, changeValidators, editableField } from "../accounts/change-rules.js";
import { hostEditRules, type WarningLog } from "../accounts/host-edit-rules.js";
import { rowScope, scopeConditions, type RowScope } from "../accounts/row-scope.js";
import { hiddenGroups, type HiddenGroups } from "../accounts/visibility.js";
import type { BatchTarget, BatchValue } from "./batch-selection.js";

export interface BatchProblem {
  readonly Field?: string;
  readonly code: string;
  readonly message: string;
}

export interface BatchChange {
  readonly Field: string;
  readonly Old: BatchValue;
  readonly New: BatchValue;
}

export interface PlannedItem {
  readonly ID: string;
  readonly Outcome: "change" | "same" | "fail";
  readonly Changes: BatchChange[];
  readonly Problems: BatchProblem[];
}

/** What the checks need, read once per preview or job. */
export interface PlanContext {
  readonly principal: Principal;
  readonly scope: RowScope;
  readonly hidden: HiddenGroups;
  readonly validate: ReadonlyMap<string, ValidateFunction>;
  readonly validators: EditValidators;
}

export async function planContext(
  db: Kysely<Database>,
  principal: Principal,
  warn?: WarningLog,
): Promise<PlanContext> {
  const { validators } = await hostEditRules(db, warn);
  return {
    principal,
    scope: await rowScope(db, principal),
    hidden: hiddenGroups(principal),
    validate: await changeValidators(),
    validators,
  };
}

function scalar(value: unknown): BatchValue {
  if (value === undefined || value === null) return null;
  if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
    return value;
  }
  return JSON.stringify(value);
}

function sendable(value: AccountValue): BatchValue {
  return value === undefined ? null : value;
}

/** Checks one field's new value; the value to write, or the problem. */
function checkField(
  id: string,
  field: string,
  given: BatchValue,
  context: PlanContext,
): { value: BatchValue } | { problem: BatchProblem } {
  const editable = editableField(field);
  if (typeof editable === "string") {
    return { problem: { Field: field, code: "not-allowed", message: `${field} ${editable}` } };
  }
  const read = readBatchValue(field, given, context.validators);
  if (!read.ok) {
    const message =
      read.problem.code === "boolean"
        ? "must be true or false"
        : describeAccountValueProblem(read.problem);
    return { problem: { Field: field, code: read.problem.code, message: `${field} ${message}` } };
  }
  const value = sendable(read.value);
  const errors = changeErrors(
    { ID: id, Field: field, Value: value },
    0,
    context.hidden,
    context.validate,
    context.validators,
  );
  const [error] = errors;
  if (error === undefined) return { value };
  const code = error.code === "field" || error.code === "hidden" ? "not-allowed" : error.code;
  return { problem: { Field: field, code: code ?? "invalid", message: error.message } };
}

/** The plan of some targets (at most a chunk: one read of their values). */
export async function planBatch(
  db: Kysely<Database>,
  context: PlanContext,
  targets: readonly BatchTarget[],
): Promise<PlannedItem[]> {
  const ids = targets.map((target) => target.ID);
  const conditions = [sql`r.id = ANY(${ids}::text[])`, ...scopeConditions(context.scope)];
  const { rows } = await sql<{ id: string }>`SELECT r.id FROM accounts r
    WHERE ${sql.join(conditions, sql` AND `)}`.execute(db);
  const known = new Set(rows.map((row) => row.id));
  const names = [...new Set(targets.flatMap((target) => Object.keys(target.Values)))].filter(
    (name) => typeof editableField(name) !== "string",
  );
  const stored =
    names.length === 0
      ? new Map<string, Record<string, unknown>>()
      : await accountValues(db, [...known], names);
  return targets.map((target): PlannedItem => {
    if (!known.has(target.ID)) {
      const problem = { code: "not-found", message: `There is no submission ${target.ID}.` };
      return { ID: target.ID, Outcome: "fail", Changes: [], Problems: [problem] };
    }
    const before = stored.get(target.ID) ?? {};
    const changes: BatchChange[] = [];
    const problems: BatchProblem[] = [];
    for (const [field, given] of Object.entries(target.Values)) {
      const checked = checkField(target.ID, field, given, context);
      if ("problem" in checked) {
        problems.push(checked.problem);
        continue;
      }
      const old = scalar(before[field]);
      if (!sameAccountValue(old, checked.value)) {
        changes.push({ Field: field, Old: old, New: checked.value });
      }
    }
    const outcome = problems.length > 0 ? "fail" : changes.length > 0 ? "change" : "same";
    return { ID: target.ID, Outcome: outcome, Changes: changes, Problems: problems };
  });
}
