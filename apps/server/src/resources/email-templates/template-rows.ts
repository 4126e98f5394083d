/**
 * E-mail template rows as the contract's `EmailTemplate` (with its version summaries and their
 * authors), and the checks shared by the template and version handlers.
 */
import type { Schema } from "@canvass/sdk/contract";
import { templateOfTaskSettings } from "@canvass/sdk/email-templates";
import { sql, type Kysely } from "kysely";
import type { Database } from "../../db/index.js";
import { isUniqueViolation } from "../../db/index.js";
import { conflict, notFound, unprocessable } from "../../http/index.js";

export type EmailTemplate = Schema<"EmailTemplate">;
export type EmailTemplateVersion = Schema<"EmailTemplateVersion">;
type Summary = Schema<"EmailTemplateVersionSummary">;
type Author = Schema<"EmailAuthor">;

export const TEMPLATE_COLUMNS = [
  "id",
  "name",
  "subject",
  "description",
  "active_version",
  "created",
  "updated",
] as const;

export interface TemplateRow {
  readonly id: string;
  readonly name: string;
  readonly subject: string;
  readonly description: string | null;
  readonly active_version: number | null;
  readonly created: Date;
  readonly updated: Date;
}

interface SummaryRow {
  readonly template: string;
  readonly v: number;
  readonly subject: string;
  readonly locale: string;
  readonly created: Date;
  readonly author_id: string | null;
  readonly author_name: string | null;
}

function authorOf(id: string | null, name: string | null): Author {
  return id === null ? null : { id, name: name ?? "" };
}

/** The version summaries of these templates, oldest first, by template id. */
async function summariesOf(
  db: Kysely<Database>,
  rows: readonly TemplateRow[],
): Promise<Map<string, Summary[]>> {
  const byTemplate = new Map<string, Summary[]>(rows.map((row) => [row.id, []]));
  if (rows.length === 0) return byTemplate;
  const active = new Map(rows.map((row) => [row.id, row.active_version]));
  const versions: SummaryRow[] = await db
    .selectFrom("email_template_versions as v")
    .leftJoin("players as p", "p.id", "v.author")
    .select([
      "v.template",
      "v.v",
      "v.subject",
      "v.locale",
      "v.created",
      "p.id as author_id",
      sql<string | null>`trim(p.firstname || ' ' || p.lastname)`.as("author_name"),
    ])
    .where(
      "v.template",
      "in",
      rows.map((row) => row.id),
    )
    .orderBy("v.template")
    .orderBy("v.v")
    .execute();
  for (const version of versions) {
    byTemplate.get(version.template)?.push({
      v: version.v,
      subject: version.subject,
      Created: new Date(version.created).toISOString(),
      active: active.get(version.template) === version.v,
      locale: version.locale,
      author: authorOf(version.author_id, version.author_name),
    });
  }
  return byTemplate;
}

/** The templates as the contract shows them, in the order given. */
export async function toTemplates(
  db: Kysely<Database>,
  rows: readonly TemplateRow[],
): Promise<EmailTemplate[]> {
  const summaries = await summariesOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    subject: row.subject,
    ...(row.description === null ? {} : { description: row.description }),
    activeVersion: row.active_version,
    versions: summaries.get(row.id) ?? [],
    Created: new Date(row.created).toISOString(),
    Updated: new Date(row.updated).toISOString(),
  }));
}

/** One template, or 404. */
export async function loadTemplate(db: Kysely<Database>, id: string): Promise<EmailTemplate> {
  const row = await db
    .selectFrom("email_templates")
    .select([...TEMPLATE_COLUMNS])
    .where("id", "=", id)
    .executeTakeFirst();
  if (row === undefined) throw notFound(`No e-mail template ${id}.`);
  const [template] = await toTemplates(db, [row]);
  if (template === undefined) throw notFound(`No e-mail template ${id}.`);
  return template;
}

/** A template name as stored: trimmed, 422 naming `/name` when nothing is left. */
export function templateName(name: string): string {
  const trimmed = name.trim();
  if (trimmed === "") {
    throw unprocessable("The template needs a name.", [
      { field: "/name", message: "is required", code: "required" },
    ]);
  }
  return trimmed;
}

/** Runs a write that may hit the unique name index; 409 naming `/name` when it does. */
export async function withUniqueName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw conflict(`A template is already named ${name}.`, [
        { field: "/name", message: "is already the name of another template", code: "duplicate" },
      ]);
    }
    throw error;
  }
}

/** A campaign task that sends a template. */
export interface TemplateUse {
  readonly campaign: string;
  readonly title: string;
  readonly task: string;
}

/** The campaign tasks that send this template (`templateOfTaskSettings`). */
export async function templateUses(db: Kysely<Database>, id: string): Promise<TemplateUse[]> {
  const campaigns = await db
    .selectFrom("campaigns")
    .select(["id", "title", "raw_processes"])
    .where(sql<boolean>`raw_processes::text LIKE ${`%${id}%`}`)
    .execute();
  return campaigns.flatMap((campaign) =>
    campaign.raw_processes
      .filter((task) => templateOfTaskSettings(task.settings) === id)
      .map((task) => ({ campaign: campaign.id, title: campaign.title, task: task.type })),
  );
}
