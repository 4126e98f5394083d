/**
 * The `q` text filter of every list: the term, trimmed, matched anywhere in the column ignoring
 * case (`ILIKE`, which trigram indexes serve), with `%`, `_` and `\` taken literally.
 */
import { sql, type Expression, type SqlBool } from "kysely";

/** `%term%` for `ILIKE`: trimmed, lower-cased, with the pattern characters escaped. */
export function containsPattern(term: string): string {
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
