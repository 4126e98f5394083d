/**
 * The `q` text filter of every list: the term, trimmed, matched anywhere in the column ignoring
 * case (`ILIKE`, which trigram indexes serve), with `%`, `_` and `\` taken literally. A NUL
 * character (which PostgreSQL text cannot hold) is a 400 naming `query.q`.
 */
import { sql, type Expression, type SqlBool } from "kysely";
import { badRequest } from "../../http/index.js";

/** `%term%` for `ILIKE`: trimmed, lower-cased, with the pattern characters escaped. */
export function containsPattern(term: string): string {
  if (term.includes("\u0000")) {
    throw badRequest("A parameter holds a NUL character.", [
      { field: "query.q", message: "Remove the NUL character (U+0000).", code: "nul" },
    ]);
  }
  const escaped = term
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (char) => `\\${char}`);
  return `%${escaped}%`;
}

/** `column ILIKE '%term%'` for a column reference such as `c.title` (fixed text, never input). */
export function searchCondition(column: string, term: string): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} ILIKE ${containsPattern(term)}`;
}
