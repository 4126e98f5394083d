/**
 * `Sort` checked against the contract's sortable fields (`x-sortable`, generated into the SDK's
 * `sortableFields`): a list declares the SQL of each of those fields, typed so that a field the
 * contract adds or removes fails the server's typecheck until the list follows. Any other name
 * is a 400 naming `query.Sort`. Ties are broken by the id in the same direction.
 */
import {
  readSort,
  sortableOf,
  type SortableOperation,
  type SortField,
  type SortRequest,
} from "@canvass/sdk/contract";
import { sql, type RawBuilder } from "kysely";
import { badRequest, type FieldError } from "../../http/index.js";

/** The SQL expressions each sortable field of a list sorts by (fixed text, never caller input). */
export type SortSql<O extends SortableOperation> = Readonly<
  Record<SortField<O>, readonly string[]>
>;

/** The problem of a `Sort` the list cannot sort by. */
export function sortProblem(operationId: SortableOperation, text: string): FieldError {
  const name = text.startsWith("-") ? text.slice(1) : text;
  return {
    field: "query.Sort",
    message: `cannot sort by ${name}: sort by one of ${sortableOf(operationId).fields.join(", ")} (prefix - for descending)`,
    code: "enum",
  };
}

/** The list's `Sort` (its default when absent), or a 400 naming `query.Sort`. */
export function listSort<O extends SortableOperation>(
  operationId: O,
  text: string | undefined,
): SortRequest<SortField<O>> {
  const sort = readSort(operationId, text);
  if (sort === undefined) {
    throw badRequest("This list cannot be sorted that way.", [
      sortProblem(operationId, text ?? ""),
    ]);
  }
  return sort;
}

/** `ORDER BY` of a sort: the field's expressions, then the id column, in the sort's direction. */
export function orderBySql<F extends string>(
  sort: SortRequest<F>,
  columns: Readonly<Record<NoInfer<F>, readonly string[]>>,
  idColumn: string,
): RawBuilder<unknown> {
  const direction = sort.descending ? "DESC" : "ASC";
  const expressions: readonly string[] = columns[sort.field];
  return sql.raw([...expressions, idColumn].map((column) => `${column} ${direction}`).join(", "));
}
