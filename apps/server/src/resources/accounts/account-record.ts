/**
 * One submission as the contract's `Account`, built by the database as JSON text with the
 * fields the caller may see; and the values of some fields as JSON (before and after a change).
 */
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/index.js";
import { ACCOUNT_LIST } from "./account-fields.js";
import { objectSql } from "./json-sql.js";
import { NAME_JOINS, type ListField } from "./list-spec.js";
import { isVisible, type HiddenGroups } from "./visibility.js";

function joinsFor(fields: readonly ListField[]): string {
  const joins = new Set(fields.flatMap((field) => (field.join === undefined ? [] : [field.join])));
  return [...joins].map((join) => NAME_JOINS[join]).join(" ");
}

/** The submission's JSON text for the caller, or `undefined` when there is none. */
export async function accountRecord(
  db: Kysely<Database>,
  id: string,
  hidden: HiddenGroups,
): Promise<string | undefined> {
  const fields = [...ACCOUNT_LIST.fields.values()].filter((field) => isVisible(field, hidden));
  const { rows } = await sql<{ json: string }>`
    SELECT ${sql.raw(objectSql(fields))} AS json
    FROM accounts r ${sql.raw(joinsFor(fields))}
    WHERE r.id = ${id}`.execute(db);
  return rows[0]?.json;
}

/** The named fields of each submission, as the contract writes them (absent when empty). */
export async function accountValues(
  db: Kysely<Database>,
  ids: readonly string[],
  names: readonly string[],
): Promise<Map<string, Record<string, unknown>>> {
  const fields = names.flatMap((name) => {
    const field = ACCOUNT_LIST.fields.get(name);
    return field === undefined ? [] : [field];
  });
  const { rows } = await sql<{ id: string; json: string }>`
    SELECT r.id, ${sql.raw(objectSql(fields))} AS json
    FROM accounts r ${sql.raw(joinsFor(fields))}
    WHERE r.id = ANY(${[...ids]}::text[])`.execute(db);
  return new Map(rows.map((row) => [row.id, JSON.parse(row.json) as Record<string, unknown>]));
}
