/**
 * Checks that writes of this area run inside their transaction before changing anything: the
 * row being changed (locked, or 404), ids that must name existing rows (422 naming each bad list
 * entry) and titles that must be given and free (422). The unique indexes of migration 0010 catch the
 * races these reads cannot.
 */
import {
  CAMPAIGN_TITLE_MESSAGES,
  campaignTitleProblem,
  normalizeCampaignTitle,
} from "@canvass/sdk/campaigns";
import { sql, type Kysely, type SqlBool } from "kysely";
import type { Database } from "../../db/index.js";
import { notFound, unprocessable, type FieldError } from "../../http/index.js";

/** The ids once each, in the order first given. */
export function distinct(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/**
 * Locks the row being changed (`FOR UPDATE`) until the transaction ends; a 404 `No <noun> <id>.`
 * when there is none.
 */
export async function lockRow(
  trx: Kysely<Database>,
  table: "campaigns" | "clients" | "optional_field_options",
  id: string,
  noun: string,
): Promise<void> {
  const current = await trx
    .selectFrom(table)
    .select("id")
    .where("id", "=", id)
    .forUpdate()
    .executeTakeFirst();
  if (current === undefined) throw notFound(`No ${noun} ${id}.`);
}

/**
 * 422 unless every id names a row of `table`: one error per unknown id, at `pointer/index` (the
 * index of its first occurrence in `ids`).
 */
export async function requireExisting(
  db: Kysely<Database>,
  table: "teams" | "campaigns",
  ids: readonly string[],
  pointer: string,
): Promise<void> {
  const wanted = distinct(ids);
  if (wanted.length === 0) return;
  const found = await db.selectFrom(table).select("id").where("id", "in", wanted).execute();
  const known = new Set(found.map((row) => row.id));
  const noun = table === "teams" ? "team" : "campaign";
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length === 0) return;
  const errors: FieldError[] = unknown.map((id) => ({
    field: `${pointer}/${ids.indexOf(id)}`,
    message: `names no ${noun} (${id})`,
    code: "unknown",
  }));
  throw unprocessable(`Unknown ${noun} id: ${unknown.join(", ")}.`, errors);
}

/**
 * 422 on `/title` when another campaign has this title, compared without case (the rule of
 * `@canvass/sdk/campaigns` `campaignTitleKey`, decision 0025; the unique index on `lower(title)`
 * of migration 0010 catches a race).
 */
export async function requireFreeCampaignTitle(
  db: Kysely<Database>,
  title: string,
  except?: string,
): Promise<void> {
  let query = db
    .selectFrom("campaigns")
    .select("id")
    .where(sql<SqlBool>`lower(title) = lower(${title})`);
  if (except !== undefined) query = query.where("id", "!=", except);
  if ((await query.executeTakeFirst()) !== undefined) throw campaignTitleTaken(title);
}

export function campaignTitleTaken(title: string) {
  return unprocessable(`A campaign titled "${title}" already exists.`, [
    { field: "/title", message: CAMPAIGN_TITLE_MESSAGES.duplicate, code: "duplicate" },
  ]);
}

/**
 * The title as stored (trimmed), or 422 on `/title` when only spaces were sent: the SDK's
 * `campaignTitleProblem` (the contract's length is checked before the handler runs).
 */
export function requireCampaignTitle(title: string): string {
  const problem = campaignTitleProblem(title);
  if (problem !== null) {
    throw unprocessable(`The title ${CAMPAIGN_TITLE_MESSAGES[problem]}.`, [
      { field: "/title", message: CAMPAIGN_TITLE_MESSAGES[problem], code: problem },
    ]);
  }
  return normalizeCampaignTitle(title);
}
