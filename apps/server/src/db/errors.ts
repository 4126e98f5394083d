/**
 * PostgreSQL errors the handlers turn into answers: a unique index hit by a concurrent write (the
 * checks before the write normally catch it first) and a row still referenced elsewhere. Both
 * drivers (pg and PGlite) expose the SQLSTATE as `code` and the constraint as `constraint`.
 */

interface DatabaseErrorLike {
  readonly code?: unknown;
  readonly constraint?: unknown;
}

function fields(error: unknown): DatabaseErrorLike {
  return typeof error === "object" && error !== null ? error : {};
}

/** A unique violation (23505), optionally on one index or constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const { code, constraint: name } = fields(error);
  return code === "23505" && (constraint === undefined || name === constraint);
}

/** A foreign key violation (23503): the row is still referenced, or the referenced row is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return fields(error).code === "23503";
}

/**
 * A transaction PostgreSQL gave up to let another go on: a deadlock (40P01) or a serialization
 * failure (40001). Nothing of it was written; running it again is safe.
 */
export function isTransactionConflict(error: unknown): boolean {
  const { code } = fields(error);
  return code === "40P01" || code === "40001";
}
