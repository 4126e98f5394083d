/**
 * Campaign options (overrides, exclusions): `GET`/`PUT /campaignoptions/`, `POST`/`DELETE
 * /campaignoptions/{id}/`. Every role with `overrides:get` reads them (the field app applies
 * them); writes need `ManageOverrides` (admin only, not when the host hides overrides). A field
 * must be one of the campaign's submission fields, a `^...$` rule a valid regular expression
 * (JavaScript's, as the console's `matchesFilter` tests it), campaign + field + rule unique, and
 * a period (`ActiveFrom`..`ActiveTo`, days inclusive, decision 0059) must not end before it
 * starts (the SDK's `exclusionPeriodProblems`, checked on the period as it will be stored).
 */
import type { Schema } from "@canvass/sdk/contract";
import {
  EXCLUSION_PERIOD_MESSAGES,
  exclusionPeriodProblems,
  normalizeExclusionPeriod,
  type ExclusionPeriod,
} from "@canvass/sdk/field-ops";
import { isValidFilterRule } from "@canvass/sdk/text";
import { sql, type Kysely, type SqlBool } from "kysely";
import { principalOf, requireRule, type Principal } from "../../auth/index.js";
import { isUniqueViolation, newShortId, toJson, type Database } from "../../db/index.js";
import { conflict, notFound, unprocessable, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { campaignFieldNames } from "./account-fields.js";
import { countOf, readListPage, totalOf } from "../lists/index.js";
import { freshness } from "./lists.js";

type CampaignOption = Schema<"CampaignOption">;

interface OptionRow {
  id: string;
  campaign: string;
  field: string;
  rule: string;
  value: string | number | boolean | null;
  description: string | null;
  active_from: string | null;
  active_to: string | null;
  created: Date;
}

const OPTION_COLUMNS = [
  "o.id",
  "o.campaign",
  "o.field",
  "o.rule",
  "o.value",
  "o.description",
  "o.active_from",
  "o.active_to",
  "o.created",
] as const;

function toOption(row: OptionRow): CampaignOption {
  return {
    id: row.id,
    campaign: row.campaign,
    field: row.field,
    rule: row.rule,
    value: row.value,
    ...(row.description === null ? {} : { description: row.description }),
    ActiveFrom: row.active_from,
    ActiveTo: row.active_to,
    Created: row.created.toISOString(),
  };
}

/** 422 naming each side of a period that breaks the SDK's rule. */
function requireValidPeriod(period: ExclusionPeriod): void {
  const problems = exclusionPeriodProblems(period);
  if (problems.length === 0) return;
  throw unprocessable(
    "The exclusion's period is not valid.",
    problems.map(({ field, problem }) => ({
      field: `/${field}`,
      message: EXCLUSION_PERIOD_MESSAGES[problem],
      code: problem,
    })),
  );
}

/** 422 when a `^...$` rule does not compile (the SDK's `isValidFilterRule`). */
function requireValidRule(rule: string): void {
  if (isValidFilterRule(rule)) return;
  throw unprocessable("The rule is not a valid regular expression.", [
    { field: "/rule", message: "is not a valid regular expression", code: "pattern" },
  ]);
}

/** 422 unless `field` is one of the campaign's submission fields. */
async function requireCampaignField(
  db: Kysely<Database>,
  principal: Principal,
  campaign: string,
  field: string,
): Promise<void> {
  const fields = await campaignFieldNames(db, principal, campaign);
  if (!fields.has(field)) {
    throw unprocessable(`Campaign ${campaign} has no submission field ${field}.`, [
      { field: "/field", message: "is not a submission field of the campaign", code: "unknown" },
    ]);
  }
}

function duplicateRule() {
  return conflict("The campaign already has an option with this field and rule.", [
    { field: "/rule", message: "is already used for this field", code: "duplicate" },
  ]);
}

/** 409 when another option of the campaign has this field and rule. */
async function requireFreeRule(
  db: Kysely<Database>,
  option: { campaign: string; field: string; rule: string },
  except?: string,
): Promise<void> {
  let query = db
    .selectFrom("campaign_options")
    .select("id")
    .where("campaign", "=", option.campaign)
    .where("field", "=", option.field)
    .where(sql<SqlBool>`md5(rule) = md5(${option.rule})`)
    .where("rule", "=", option.rule);
  if (except !== undefined) query = query.where("id", "!=", except);
  if ((await query.executeTakeFirst()) !== undefined) throw duplicateRule();
}

async function readOption(db: Kysely<Database>, id: string): Promise<OptionRow> {
  const row = await db
    .selectFrom("campaign_options as o")
    .select(OPTION_COLUMNS)
    .where("o.id", "=", id)
    .executeTakeFirst();
  if (row === undefined) throw notFound(`No campaign option ${id}.`);
  return row;
}

export function campaignOptionHandlers(deps: ServerDeps): HandlerMap {
  return {
    listCampaignOptions: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "overrides", "get");
      const window = readListPage(ctx);
      const fresh = await freshness(
        deps.db,
        ["campaign_options"],
        ctx.headers["If-Modified-Since"],
      );
      if (fresh.notModified) return { status: 304, headers: fresh.headers };
      const { campaign } = ctx.query;
      const options = deps.db
        .selectFrom("campaign_options as o")
        .$if(campaign !== undefined, (query) => query.where("o.campaign", "=", campaign ?? ""));
      const rows = await options
        .select(OPTION_COLUMNS)
        .orderBy("o.campaign")
        .orderBy("o.created")
        .orderBy("o.id")
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const count = await totalOf(rows.length, window, countOf(options));
      return {
        status: 200,
        headers: fresh.headers,
        body: { Result: rows.map(toOption), Count: count },
      };
    },

    createCampaignOption: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "overrides", "create", "ManageOverrides");
      const { campaign, field, rule, value = null, description } = ctx.body;
      const period = normalizeExclusionPeriod({
        ActiveFrom: ctx.body.ActiveFrom ?? null,
        ActiveTo: ctx.body.ActiveTo ?? null,
      });
      requireValidRule(rule);
      requireValidPeriod(period);
      try {
        const row = await deps.db.transaction().execute(async (trx) => {
          const known = await trx
            .selectFrom("campaigns")
            .select("id")
            .where("id", "=", campaign)
            .executeTakeFirst();
          if (known === undefined) {
            throw unprocessable(`There is no campaign ${campaign}.`, [
              { field: "/campaign", message: "names no campaign", code: "unknown" },
            ]);
          }
          await requireCampaignField(trx, principal, campaign, field);
          await requireFreeRule(trx, { campaign, field, rule });
          const id = await newShortId(trx, "campaignOption");
          const now = deps.now();
          await trx
            .insertInto("campaign_options")
            .values({
              id,
              campaign,
              field,
              rule,
              value: toJson(value),
              description: description ?? null,
              active_from: period.ActiveFrom ?? null,
              active_to: period.ActiveTo ?? null,
              created: now,
              updated: now,
            })
            .execute();
          return readOption(trx, id);
        });
        return { status: 201, body: toOption(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateRule();
        throw error;
      }
    },

    updateCampaignOption: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "overrides", "update", "ManageOverrides");
      const { id } = ctx.params;
      const { field, rule, value, description } = ctx.body;
      const changes = normalizeExclusionPeriod({
        ActiveFrom: ctx.body.ActiveFrom,
        ActiveTo: ctx.body.ActiveTo,
      });
      if (rule !== undefined) requireValidRule(rule);
      try {
        const row = await deps.db.transaction().execute(async (trx) => {
          const current = await readOption(trx, id);
          const next = {
            campaign: current.campaign,
            field: field ?? current.field,
            rule: rule ?? current.rule,
          };
          const period = {
            ActiveFrom: changes.ActiveFrom === undefined ? current.active_from : changes.ActiveFrom,
            ActiveTo: changes.ActiveTo === undefined ? current.active_to : changes.ActiveTo,
          };
          requireValidPeriod(period);
          if (field !== undefined) await requireCampaignField(trx, principal, next.campaign, field);
          if (field !== undefined || rule !== undefined) await requireFreeRule(trx, next, id);
          await trx
            .updateTable("campaign_options")
            .set({
              field: next.field,
              rule: next.rule,
              ...(value === undefined ? {} : { value: toJson(value) }),
              ...(description === undefined ? {} : { description }),
              active_from: period.ActiveFrom,
              active_to: period.ActiveTo,
            })
            .where("id", "=", id)
            .execute();
          return readOption(trx, id);
        });
        return { status: 200, body: toOption(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateRule();
        throw error;
      }
    },

    deleteCampaignOption: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "overrides", "delete", "ManageOverrides");
      const { id } = ctx.params;
      // Its team campaign options go with it (ON DELETE CASCADE).
      const deleted = await deps.db
        .deleteFrom("campaign_options")
        .where("id", "=", id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(`No campaign option ${id}.`);
      return { status: 204 };
    },
  };
}
