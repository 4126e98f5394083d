/**
 * `POST /accounts/`: a submission change request (Reason + Changes), all or nothing.
 *
 * Every change is checked first (field editable and visible to the caller, value valid for the
 * field's contract schema and for the host's `accountValidators` — the SDK's rule, the one the
 * console's editor applies —, submission existing and in the caller's scope); any problem is a 422 naming each bad
 * change by JSON pointer and nothing is written. Then, in one transaction, one UPDATE per field
 * (`json_to_recordset` of the ids and values; rows whose value is already the same are not
 * touched), and one history entry per changed submission with `from`/`to` and the reason.
 * A later change of the same field of the same submission wins. A change with `Old` (the value
 * the operator saw) that is no longer the stored value refuses the whole request with a 409
 * naming `/Changes/<n>/Old` (`change-conflicts.ts`); the rows are locked from that check to
 * the write.
 */
import type { Schema } from "@canvass/sdk/contract";
import { sql, type Kysely } from "kysely";
import type { Principal } from "../../auth/index.js";
import type { Database, HistoryChange, JsonValue } from "../../db/index.js";
import { conflict, unprocessable, type FieldError } from "../../http/index.js";
import { recordHistory, type HistoryEntry } from "../history-entries.js";
import { accountValues } from "./account-record.js";
import {
  changeErrors,
  changeValidators,
  editableField,
  type ChangeTarget,
} from "./change-rules.js";
import { staleChanges } from "./change-conflicts.js";
import { hostEditRules, type WarningLog } from "./host-edit-rules.js";
import { rowScope, scopeConditions } from "./row-scope.js";
import { hiddenGroups } from "./visibility.js";

type ChangeRequest = Schema<"AccountChangeRequest">;
type ChangeResult = Schema<"AccountChangeResult">;
type Value = string | number | boolean | null;

const SQL_TYPES: Readonly<Record<string, string>> = {
  text: "text",
  number: "numeric",
  boolean: "boolean",
  date: "date",
  timestamp: "timestamptz",
  json: "text",
};

/** Sets one field of several submissions, skipping those that already hold the value. */
async function applyField(
  trx: Kysely<Database>,
  target: ChangeTarget,
  values: ReadonlyMap<string, Value>,
): Promise<void> {
  const records = JSON.stringify([...values].map(([id, v]) => ({ id, v })));
  if (target.kind === "column") {
    const column = sql.raw(target.column);
    const type = sql.raw(SQL_TYPES[target.type] ?? "text");
    await sql`UPDATE accounts r SET ${column} = x.v
      FROM json_to_recordset(${records}::json) AS x(id text, v ${type})
      WHERE r.id = x.id AND r.${column} IS DISTINCT FROM x.v`.execute(trx);
    return;
  }
  await sql`UPDATE accounts r SET extra = CASE WHEN x.v IS NULL THEN r.extra - ${target.key}
      ELSE jsonb_set(r.extra, ARRAY[${target.key}]::text[], to_jsonb(x.v)) END
    FROM json_to_recordset(${records}::json) AS x(id text, v text)
    WHERE r.id = x.id AND (r.extra ->> ${target.key}) IS DISTINCT FROM x.v`.execute(trx);
}

/**
 * The submissions among `ids` that exist and are in the caller's scope, locked until the
 * transaction ends (so no other request changes them between the `Old` check and the write).
 */
async function visibleIds(
  trx: Kysely<Database>,
  principal: Principal,
  ids: readonly string[],
): Promise<Set<string>> {
  const scope = await rowScope(trx, principal);
  const conditions = [sql`r.id = ANY(${[...ids]}::text[])`, ...scopeConditions(scope)];
  const { rows } = await sql<{ id: string }>`
    SELECT r.id FROM accounts r WHERE ${sql.join(conditions, sql` AND `)}
    FOR UPDATE OF r`.execute(trx);
  return new Set(rows.map((row) => row.id));
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export async function saveAccountChanges(
  db: Kysely<Database>,
  principal: Principal,
  now: Date,
  body: ChangeRequest,
  warn?: WarningLog,
): Promise<ChangeResult> {
  const hidden = hiddenGroups(principal);
  const validate = await changeValidators();
  const { validators } = await hostEditRules(db, warn);
  const errors: FieldError[] = body.Changes.flatMap((change, index) =>
    changeErrors(change, index, hidden, validate, validators),
  );
  const ids = [...new Set(body.Changes.map((change) => change.ID))];
  return db.transaction().execute(async (trx) => {
    const known = await visibleIds(trx, principal, ids);
    body.Changes.forEach((change, index) => {
      if (!known.has(change.ID)) {
        errors.push({
          field: `/Changes/${index}/ID`,
          message: `there is no submission ${change.ID}`,
          code: "not-found",
        });
      }
    });
    if (errors.length > 0) {
      throw unprocessable("Nothing was changed: some changes are not valid.", errors);
    }

    const byField = new Map<string, Map<string, Value>>();
    for (const change of body.Changes) {
      const values = byField.get(change.Field) ?? new Map<string, Value>();
      values.set(change.ID, change.Value);
      byField.set(change.Field, values);
    }
    const names = [...byField.keys()];
    const before = await accountValues(trx, ids, names);
    const stale = staleChanges(body.Changes, before);
    if (stale.length > 0) {
      throw conflict("Nothing was changed: some submissions were changed meanwhile.", stale);
    }
    for (const [name, values] of byField) {
      const editable = editableField(name);
      if (typeof editable !== "string") await applyField(trx, editable.target, values);
    }
    const after = await accountValues(trx, ids, names);

    const entries = ids.flatMap((id): HistoryEntry[] => {
      const from = before.get(id) ?? {};
      const to = after.get(id) ?? {};
      const changes: HistoryChange[] = names
        .filter((name) => byField.get(name)?.has(id) === true && !same(from[name], to[name]))
        .map((name) => ({
          field: name,
          ...(from[name] === undefined ? {} : { from: from[name] as JsonValue }),
          ...(to[name] === undefined ? {} : { to: to[name] as JsonValue }),
        }));
      return changes.length === 0
        ? []
        : [{ target: id, targetType: "account", action: "update", changes, reason: body.Reason }];
    });
    await recordHistory(trx, principal, entries, now);
    const changed = entries.map((entry) => entry.target);
    return { updated: changed.length, Accounts: changed };
  });
}
