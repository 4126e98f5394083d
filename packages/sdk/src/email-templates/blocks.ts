/**
 * Blocks inside a template (decision 0039): a version inserts a reusable block by name with
 * `{% include "footer" %}` (or `render`). The block's names and the version's references are
 * read by the same rule on the server (refuse deleting a used block) and in the editor.
 */

/** The characters of a block name (the contract's `EmailBlockName`). */
export const BLOCK_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

const INCLUDE_TAG = /\{%-?\s*(?:include|render)\s+(["'])([^"']+)\1/g;

/** The block names a template source inserts, in first-use order, each once. */
export function blockNamesIn(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(INCLUDE_TAG)) {
    const name = match[2] ?? "";
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The tag that inserts a block, as the editor writes it. */
export function blockTag(name: string): string {
  return `{% include "${name}" %}`;
}

/** The locale blocks fall back to when a version's locale has none of that name. */
export const FALLBACK_BLOCK_LOCALE = "en";

/**
 * Which locale's block of a name a version inserts: its own locale's when there is one, else
 * the fallback's, else none (`locales` are the locales that have a block of that name).
 */
export function blockLocaleFor(versionLocale: string, locales: readonly string[]): string | null {
  if (locales.includes(versionLocale)) return versionLocale;
  return locales.includes(FALLBACK_BLOCK_LOCALE) ? FALLBACK_BLOCK_LOCALE : null;
}
