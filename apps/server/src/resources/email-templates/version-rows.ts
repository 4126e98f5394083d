/** Version rows as the contract's `EmailTemplateVersion`, and loading one with its template. */
import type { Schema } from "@canvass/sdk/contract";
import { sql, type Kysely } from "kysely";
import type { Database, EmailContentBlockRow } from "../../db/index.js";
import { notFound } from "../../http/index.js";

export type EmailTemplateVersion = Schema<"EmailTemplateVersion">;

export interface VersionRow {
  readonly template: string;
  readonly v: number;
  readonly subject: string;
  readonly preheader: string;
  readonly locale: string;
  readonly html: string;
  readonly text: string | null;
  readonly blocks: EmailContentBlockRow[];
  readonly created: Date;
  readonly updated: Date;
  readonly author_id: string | null;
  readonly author_name: string | null;
  readonly active_version: number | null;
}

/** One version with its author and its template's active number, or 404. */
export async function loadVersion(
  db: Kysely<Database>,
  template: string,
  v: number,
): Promise<VersionRow> {
  const row = await db
    .selectFrom("email_template_versions as v")
    .innerJoin("email_templates as t", "t.id", "v.template")
    .leftJoin("players as p", "p.id", "v.author")
    .select([
      "v.template",
      "v.v",
      "v.subject",
      "v.preheader",
      "v.locale",
      "v.html",
      "v.text",
      "v.blocks",
      "v.created",
      "v.updated",
      "p.id as author_id",
      sql<string | null>`trim(p.firstname || ' ' || p.lastname)`.as("author_name"),
      "t.active_version",
    ])
    .where("v.template", "=", template)
    .where("v.v", "=", v)
    .executeTakeFirst();
  if (row === undefined)
    throw notFound(`No version ${String(v)} of the e-mail template ${template}.`);
  return row;
}

export function toVersion(row: VersionRow): EmailTemplateVersion {
  return {
    v: row.v,
    subject: row.subject,
    html: row.html,
    ...(row.text === null ? {} : { text: row.text }),
    blocks: row.blocks.map((block) => ({
      kind: block.kind as NonNullable<EmailTemplateVersion["blocks"]>[number]["kind"],
      ...(block.content === undefined ? {} : { content: block.content }),
      ...(block.settings === undefined ? {} : { settings: block.settings }),
    })),
    preheader: row.preheader,
    locale: row.locale,
    author: row.author_id === null ? null : { id: row.author_id, name: row.author_name ?? "" },
    active: row.active_version === row.v,
    Created: new Date(row.created).toISOString(),
    Updated: new Date(row.updated).toISOString(),
  };
}
