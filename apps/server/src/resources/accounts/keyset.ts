/**
 * The keyset condition of a cursor page: the rows strictly after the previous page's last row
 * in `ORDER BY key <dir>, id <dir>`. PostgreSQL sorts NULLs first in descending and last in
 * ascending order (what the `… DESC, id DESC` indexes store), so:
 *
 * | order | last key | rows after it                                  |
 * | ----- | -------- | ---------------------------------------------- |
 * | desc  | v        | `(key, id) < (v, i)`                           |
 * | desc  | NULL     | `key IS NULL AND id < i` or `key IS NOT NULL`  |
 * | asc   | v        | `(key, id) > (v, i)` or `key IS NULL`          |
 * | asc   | NULL     | `key IS NULL AND id > i`                       |
 *
 * The row comparison `(key, id) < (v, i)` is what lets the index seek straight to the page.
 */
import { sql, type RawBuilder } from "kysely";
import type { ListCursor } from "../lists/index.js";
import { keyCastType } from "./json-sql.js";
import type { ListSort } from "./list-params.js";

/**
 * The condition for the rows after `cursor`. `keyOfRow` is the SQL that reads the sort value of
 * a row by id, for cursors that could not carry it.
 */
export function keysetCondition(
  sort: ListSort,
  cursor: ListCursor,
  keyOfRow: (id: string) => RawBuilder<unknown>,
): RawBuilder<unknown> {
  const key = sql.raw(sort.field.sql);
  const id = sql.raw("r.id");
  const before = sort.descending ? sql.raw("<") : sql.raw(">");
  if (cursor.key === null) {
    return sort.descending
      ? sql`((${key} IS NULL AND ${id} < ${cursor.id}) OR ${key} IS NOT NULL)`
      : sql`(${key} IS NULL AND ${id} > ${cursor.id})`;
  }
  const value =
    cursor.key === undefined
      ? keyOfRow(cursor.id)
      : sql`${cursor.key}::${sql.raw(keyCastType(sort.field.kind))}`;
  const seek = sql`(${key}, ${id}) ${before} (${value}, ${cursor.id})`;
  if (sort.descending || !sort.field.nullable) return seek;
  return sql`(${seek} OR ${key} IS NULL)`;
}
