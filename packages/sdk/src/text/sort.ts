const LEADING_ARTICLE = /^(?:a|an|the)\s+(?=\S)/i;
const collators = new Map<string, Intl.Collator>();

function collator(locale: string | undefined): Intl.Collator {
  const key = locale ?? "";
  let found = collators.get(key);
  if (!found) {
    // "accent" sensitivity: case is ignored, accents still order (e before é); numbers in a
    // title order as numbers ("Team 2" before "Team 10").
    found = new Intl.Collator(locale, { sensitivity: "accent", numeric: true });
    collators.set(key, found);
  }
  return found;
}

/** The text as sorted: trimmed, with one leading "a", "an" or "the" removed. */
export function stripLeadingArticle(text: string): string {
  return text.trim().replace(LEADING_ARTICLE, "");
}

/**
 * Sort comparator (spec §5): ignores a leading article (a, an, the), ignores case, orders numbers
 * as numbers and collates by locale. A word that only starts like an article ("Theatre",
 * "Anchor") is kept. Every list of titles sorts with it: the side menu, the team tree, the team
 * and campaign pickers and every dropdown of titles.
 */
export function compareIgnoringArticles(a: string, b: string, locale?: string): number {
  return collator(locale).compare(stripLeadingArticle(a), stripLeadingArticle(b));
}

/** Items by title (`compareIgnoringArticles`), equal titles by id: a new array. */
export function sortByTitle<T extends { readonly title: string; readonly id?: string }>(
  items: readonly T[],
  locale?: string,
): T[] {
  return [...items].sort(
    (a, b) =>
      compareIgnoringArticles(a.title, b.title, locale) ||
      ((a.id ?? "") < (b.id ?? "") ? -1 : (a.id ?? "") > (b.id ?? "") ? 1 : 0),
  );
}

const SORT_FIELD_NAMES: Readonly<Record<string, string>> = {
  Campaign: "CampaignName",
  Team: "TeamName",
  Player: "PlayerName",
};

/**
 * The submission query `Sort` field for a column (spec §5): Campaign, Team and Player sort by their
 * names. A leading "-" (descending) is kept.
 */
export function sortFieldName(field: string): string {
  const descending = field.startsWith("-");
  const name = descending ? field.slice(1) : field;
  const mapped = Object.hasOwn(SORT_FIELD_NAMES, name) ? SORT_FIELD_NAMES[name] : undefined;
  return `${descending ? "-" : ""}${mapped ?? name}`;
}
