/**
 * What runs the list engine's compiled statements (plainly, or as prepared statements), and the
 * SQL literals `EXECUTE` needs for its arguments (`EXECUTE` cannot take protocol parameters):
 * written with `pg`'s `escapeLiteral`, for values the list code has already validated.
 */
import type { CompiledQuery, QueryResult } from "kysely";
import pg from "pg";

/** Runs compiled list queries. */
export interface StatementRunner {
  execute<R>(query: CompiledQuery<R>): Promise<QueryResult<R>>;
}

/** A SQL literal of a parameter value, or `undefined` when it has no safe literal form. */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null) return "NULL";
  if (typeof value === "string")
    return value.includes("\u0000") ? undefined : pg.escapeLiteral(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return pg.escapeLiteral(value.toISOString());
  if (Array.isArray(value) && value.every((item) => typeof item === "string")) {
    const items = value.map((item) => sqlLiteral(item));
    if (items.some((item) => item === undefined)) return undefined;
    return `ARRAY[${items.join(", ")}]::text[]`;
  }
  return undefined;
}
