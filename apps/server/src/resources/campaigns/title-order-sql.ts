/**
 * The campaign list's title order in SQL: the twin of `titleSortKey` of `@canvass/sdk/campaigns`
 * (decision 0025), built from the SDK's own constants. Spaces and tabs trimmed (`btrim`), ASCII
 * letters lower-cased (`translate`, the same on every database locale), one leading article
 * removed (`regexp_replace` with the SDK's `TITLE_ARTICLE_PATTERN`, which PostgreSQL's regular
 * expressions read as JavaScript does), compared by code point (`COLLATE "C"` on UTF-8).
 * `title-order.test.ts` sorts one list of titles with both and expects the same order.
 */
import { TITLE_ARTICLE_PATTERN, TITLE_BLANKS } from "@canvass/sdk/campaigns";

const UPPER = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** A SQL string literal of constant text (quotes doubled). */
function literal(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/** The sort key of a title column, as raw SQL (every part a constant of the SDK). */
export function titleSortKeySql(column: string): string {
  const trimmed = `btrim(${column}, ${literal(TITLE_BLANKS)})`;
  const lowered = `translate(${trimmed}, ${literal(UPPER)}, ${literal(UPPER.toLowerCase())})`;
  return `regexp_replace(${lowered}, ${literal(TITLE_ARTICLE_PATTERN)}, '') COLLATE "C"`;
}
