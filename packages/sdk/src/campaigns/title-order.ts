/**
 * The order of the campaign list by title (spec §5, "sort helpers ignore leading articles"), as
 * the server pages it: every title gets a sort key, and keys compare by Unicode code point.
 *
 * The key: spaces and tabs trimmed, ASCII letters lower-cased, then one leading article of
 * `TITLE_ARTICLES` followed by spaces or tabs removed ("The Winter Appeal" → "winter appeal";
 * "Theatre Night" keeps its "the"). Ties go by id. The server's `ORDER BY` is the twin of this
 * key in SQL (`apps/server/src/resources/campaigns/title-order-sql.ts`, built from
 * `TITLE_ARTICLES` and `TITLE_ARTICLE_PATTERN`) and a server test sorts one list of titles both
 * ways. Only ASCII is folded and no locale collation is used so that both sides are exact on
 * any database (PGlite or PostgreSQL, whatever its locale); pickers that hold a whole list keep
 * the friendlier `compareIgnoringArticles` of `@canvass/sdk/text` (numbers as numbers, locale).
 */

/** The leading articles a title sort ignores. */
export const TITLE_ARTICLES = ["a", "an", "the"] as const;

/** The characters trimmed around a title and allowed after an article: space and tab. */
export const TITLE_BLANKS = " \t";
const BLANKS = TITLE_BLANKS;

/**
 * The leading-article pattern, valid both as a JavaScript `RegExp` and as a PostgreSQL regular
 * expression, applied to the trimmed, lower-cased title.
 */
export const TITLE_ARTICLE_PATTERN = `^(${TITLE_ARTICLES.join("|")})[${BLANKS}]+`;

const ARTICLE = new RegExp(TITLE_ARTICLE_PATTERN);
const EDGES = new RegExp(`^[${BLANKS}]+|[${BLANKS}]+$`, "g");

/** ASCII upper-case letters to lower case; everything else unchanged (SQL `translate`). */
function lowerAscii(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

/** The key a title sorts by. */
export function titleSortKey(title: string): string {
  return lowerAscii(title.replace(EDGES, "")).replace(ARTICLE, "");
}

/** Code point order (PostgreSQL's `COLLATE "C"` on UTF-8), not UTF-16 unit order. */
function compareCodePoints(a: string, b: string): number {
  const left = Array.from(a); // code points are what is compared, not graphemes
  const right = Array.from(b);
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** Campaigns in the list's title order: by `titleSortKey`, then by id. A new array. */
export function sortByTitleKey<T extends { readonly title: string; readonly id: string }>(
  items: readonly T[],
  descending = false,
): T[] {
  const sign = descending ? -1 : 1;
  return [...items].sort(
    (a, b) =>
      sign *
      (compareCodePoints(titleSortKey(a.title), titleSortKey(b.title)) ||
        compareCodePoints(a.id, b.id)),
  );
}
