/**
 * Which template versions insert which block (decision 0039): a version inserts the block of a
 * name in its own locale, else in English (`blockLocaleFor`), read from its subject, preheader,
 * HTML and text with `blockNamesIn`. Also the blocks a render gets for a locale.
 */
import { blockLocaleFor, blockNamesIn } from "@canvass/sdk/email-templates";
import type { Kysely } from "kysely";
import type { Database } from "../../db/index.js";

export interface BlockUse {
  readonly template: string;
  readonly name: string;
  readonly v: number;
}

/** The uses of every block, keyed `name\u0000locale`. */
export async function blockUses(db: Kysely<Database>): Promise<Map<string, BlockUse[]>> {
  const blocks = await db.selectFrom("email_blocks").select(["name", "locale"]).execute();
  const localesByName = new Map<string, string[]>();
  for (const block of blocks) {
    localesByName.set(block.name, [...(localesByName.get(block.name) ?? []), block.locale]);
  }
  const versions = await db
    .selectFrom("email_template_versions as v")
    .innerJoin("email_templates as t", "t.id", "v.template")
    .select([
      "v.template",
      "t.name",
      "v.v",
      "v.locale",
      "v.subject",
      "v.preheader",
      "v.html",
      "v.text",
    ])
    .orderBy("t.name")
    .orderBy("v.v")
    .execute();
  const uses = new Map<string, BlockUse[]>();
  for (const version of versions) {
    const source = [version.subject, version.preheader, version.html, version.text ?? ""].join(
      "\n",
    );
    for (const name of blockNamesIn(source)) {
      const locale = blockLocaleFor(version.locale, localesByName.get(name) ?? []);
      if (locale === null) continue;
      const key = `${name}\u0000${locale}`;
      uses.set(key, [
        ...(uses.get(key) ?? []),
        { template: version.template, name: version.name, v: version.v },
      ]);
    }
  }
  return uses;
}

/** The content of every block a message in `locale` can insert, by name. */
export async function blocksForLocale(
  db: Kysely<Database>,
  locale: string,
): Promise<Record<string, string>> {
  const rows = await db.selectFrom("email_blocks").select(["name", "locale", "content"]).execute();
  const localesByName = new Map<string, string[]>();
  for (const row of rows) {
    localesByName.set(row.name, [...(localesByName.get(row.name) ?? []), row.locale]);
  }
  const out: Record<string, string> = {};
  for (const row of rows) {
    if (blockLocaleFor(locale, localesByName.get(row.name) ?? []) === row.locale) {
      out[row.name] = row.content;
    }
  }
  return out;
}
