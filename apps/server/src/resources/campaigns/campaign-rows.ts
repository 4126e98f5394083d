/**
 * Campaign rows: one query reads the campaign with its team ids (aggregated in SQL) for the
 * shared `toCampaign` (`../campaign-row.ts`). Also the creation defaults and the
 * `settings.general` mirror that the seed and the field app read.
 */
import { withCampaignDefaults } from "@canvass/sdk/campaigns";
import type { Schema } from "@canvass/sdk/contract";
import { sql, type Kysely } from "kysely";
import type { CampaignTask, CampaignTypeName, Database, JsonObject } from "../../db/index.js";
import type { CampaignRow } from "../campaign-row.js";

/** The campaigns with their team ids; filter, sort and page it further. */
export function selectCampaigns(db: Kysely<Database>) {
  return db.selectFrom("campaigns as c").select([
    "c.id",
    "c.title",
    "c.type",
    "c.attempts",
    "c.timeout",
    "c.submit_mode",
    "c.block_screenshot",
    "c.checkin_length",
    "c.range",
    "c.picture",
    "c.created",
    "c.updated",
    sql<string[]>`coalesce(
        (SELECT array_agg(tc.team ORDER BY tc.team) FROM team_campaigns tc WHERE tc.campaign = c.id),
        '{}'::text[])`.as("teams"),
  ]);
}

/** One campaign by id, or `undefined`. */
export async function findCampaign(
  db: Kysely<Database>,
  id: string,
): Promise<CampaignRow | undefined> {
  return selectCampaigns(db).where("c.id", "=", id).executeTakeFirst();
}

/** The campaign fields a create or update may set, as the contract names them. */
export interface CampaignFields {
  readonly title?: string | undefined;
  readonly type?: CampaignTypeName | undefined;
  readonly attempts?: number | undefined;
  readonly timeout?: number | undefined;
  readonly submitMode?: string | undefined;
  readonly blockScreenshot?: boolean | undefined;
  readonly checkinLength?: number | undefined;
  readonly range?: string | undefined;
  readonly picture?: boolean | undefined;
}

/**
 * A new campaign's fields: the spec's creation defaults (§3) under what was sent, from their one
 * home, `withCampaignDefaults` of `@canvass/sdk/campaigns` (the console's create form starts
 * from the same `CAMPAIGN_DEFAULTS`).
 */
export function withCreationDefaults(fields: CampaignFields): Required<CampaignFields> & {
  title: string;
} {
  return { ...withCampaignDefaults(fields), title: fields.title ?? "" };
}

/** The columns of the given fields (absent fields are left out). */
export function campaignColumns(fields: CampaignFields) {
  return {
    ...(fields.title === undefined ? {} : { title: fields.title }),
    ...(fields.type === undefined ? {} : { type: fields.type }),
    ...(fields.attempts === undefined ? {} : { attempts: fields.attempts }),
    ...(fields.timeout === undefined ? {} : { timeout: fields.timeout }),
    ...(fields.submitMode === undefined ? {} : { submit_mode: fields.submitMode }),
    ...(fields.blockScreenshot === undefined ? {} : { block_screenshot: fields.blockScreenshot }),
    ...(fields.checkinLength === undefined ? {} : { checkin_length: fields.checkinLength }),
    ...(fields.range === undefined ? {} : { range: fields.range }),
    ...(fields.picture === undefined ? {} : { picture: fields.picture }),
  };
}

/**
 * The keys of `settings.general` (the field app's `settings/general.json`) that mirror columns,
 * as the seed writes them: `picture` is `"yes"`/`"no"` there.
 */
export function generalSettings(fields: CampaignFields): JsonObject {
  const general: JsonObject = {};
  if (fields.type !== undefined) general.type = fields.type;
  if (fields.attempts !== undefined) general.attempts = fields.attempts;
  if (fields.timeout !== undefined) general.timeout = fields.timeout;
  if (fields.submitMode !== undefined) general.submitMode = fields.submitMode;
  if (fields.blockScreenshot !== undefined) general.blockScreenshot = fields.blockScreenshot;
  if (fields.checkinLength !== undefined) general.checkinLength = fields.checkinLength;
  if (fields.range !== undefined) general.range = fields.range;
  if (fields.picture !== undefined) general.picture = fields.picture ? "yes" : "no";
  return general;
}

/** The tasks of a campaign as the contract lists them. */
export function toTasks(tasks: readonly CampaignTask[]): Schema<"CampaignTask">[] {
  return tasks.map((task) => ({ type: task.type, settings: task.settings }));
}
