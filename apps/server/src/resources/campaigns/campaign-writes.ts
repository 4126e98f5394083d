/**
 * Creating (`PUT /campaigns/`), changing (`POST /campaigns/{id}/`), deleting a campaign and
 * replacing its tasks. Admin only (root included), under the `nocreatecampaigns` and
 * `noupdatecampaigns` flags; tasks only from the root team. Each write is one transaction.
 */
import { campaignTaskProblems } from "@canvass/sdk/campaign-settings";
import { sql } from "kysely";
import { principalOf, requireRule } from "../../auth/index.js";
import {
  deleteEntityAssets,
  isForeignKeyViolation,
  isUniqueViolation,
  newShortId,
  toJson,
  type CampaignTask,
} from "../../db/index.js";
import { conflict, notFound, unprocessable, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { toCampaign, type CampaignRow } from "../campaign-row.js";
import {
  campaignColumns,
  findCampaign,
  generalSettings,
  toTasks,
  withCreationDefaults,
} from "./campaign-rows.js";
import {
  campaignTitleTaken,
  distinct,
  lockRow,
  requireExisting,
  requireCampaignTitle,
  requireFreeCampaignTitle,
} from "./checks.js";

function found(row: CampaignRow | undefined, id: string): CampaignRow {
  if (row === undefined) throw notFound(`No campaign ${id}.`);
  return row;
}

/**
 * 422 naming each problem of the tasks by the SDK's rule (`campaignTaskProblems`, the one the
 * console checks before saving): a campaign runs each task type once.
 */
function requireValidTasks(tasks: readonly CampaignTask[]): void {
  const problems = campaignTaskProblems(tasks);
  if (problems.length === 0) return;
  throw unprocessable(
    "The tasks are not valid: a campaign runs each task type once.",
    problems.map(({ field, message, code }) => ({ field, message, code })),
  );
}

export function campaignWriteHandlers(deps: ServerDeps): HandlerMap {
  const campaignHasSubmissions = (id: string) =>
    conflict(
      `Campaign ${id} has submissions, so it cannot be deleted. Remove its teams instead to stop new ones.`,
    );

  return {
    createCampaign: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "campaigns", "create", "CreateCampaign");
      const fields = withCreationDefaults({
        ...ctx.body,
        title: requireCampaignTitle(ctx.body.title),
      });
      const teams = ctx.body.teams ?? [];
      try {
        const row = await deps.db.transaction().execute(async (trx) => {
          await requireFreeCampaignTitle(trx, fields.title);
          await requireExisting(trx, "teams", teams, "/teams");
          const id = await newShortId(trx, "campaign");
          const now = deps.now();
          await trx
            .insertInto("campaigns")
            .values({
              id,
              ...campaignColumns(fields),
              title: fields.title,
              raw_processes: toJson([]),
              settings: toJson({ general: generalSettings(fields) }),
              created: now,
              updated: now,
            })
            .execute();
          const members = distinct(teams);
          if (members.length > 0) {
            await trx
              .insertInto("team_campaigns")
              .values(members.map((team) => ({ team, campaign: id, created: now })))
              .execute();
          }
          return found(await findCampaign(trx, id), id);
        });
        return { status: 201, body: toCampaign(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw campaignTitleTaken(fields.title);
        throw error;
      }
    },

    updateCampaign: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "campaigns", "update", "EditCampaign");
      const { id } = ctx.params;
      const fields =
        ctx.body.title === undefined
          ? ctx.body
          : { ...ctx.body, title: requireCampaignTitle(ctx.body.title) };
      try {
        const row = await deps.db.transaction().execute(async (trx) => {
          await lockRow(trx, "campaigns", id, "campaign");
          if (fields.title !== undefined) await requireFreeCampaignTitle(trx, fields.title, id);
          const general = toJson(generalSettings(fields));
          await trx
            .updateTable("campaigns")
            .set({
              ...campaignColumns(fields),
              settings: sql<string>`jsonb_set(settings, '{general}',
                coalesce(settings->'general', '{}'::jsonb) || ${general}::jsonb)`,
            })
            .where("id", "=", id)
            .execute();
          return found(await findCampaign(trx, id), id);
        });
        return { status: 200, body: toCampaign(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw campaignTitleTaken(fields.title ?? "");
        throw error;
      }
    },

    deleteCampaign: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "campaigns", "delete");
      const { id } = ctx.params;
      try {
        await deps.db.transaction().execute(async (trx) => {
          await lockRow(trx, "campaigns", id, "campaign");
          const submission = await trx
            .selectFrom("accounts")
            .select("id")
            .where("campaign", "=", id)
            .limit(1)
            .executeTakeFirst();
          if (submission !== undefined) throw campaignHasSubmissions(id);
          // Optional field options name campaigns in an array: drop this one, and an option
          // left with no campaign at all.
          await trx
            .updateTable("optional_field_options")
            .set({ campaigns: sql<string[]>`array_remove(campaigns, ${id}::text)` })
            .where(sql<boolean>`${id}::text = ANY (campaigns)`)
            .execute();
          await trx
            .deleteFrom("optional_field_options")
            .where(sql<boolean>`cardinality(campaigns) = 0`)
            .execute();
          // The campaign's files (settings, form, picture): every path under its folder.
          await deleteEntityAssets(trx, "campaigns", id);
          // Teams, clients and overrides go with it (ON DELETE CASCADE).
          await trx.deleteFrom("campaigns").where("id", "=", id).execute();
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) throw campaignHasSubmissions(id);
        throw error;
      }
      return { status: 204 };
    },

    setCampaignTasks: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "campaigns", "update", "EditCampaignTasks");
      const { id } = ctx.params;
      const tasks: CampaignTask[] = ctx.body.raw_processes.map((task) => ({
        type: task.type,
        settings: task.settings,
      }));
      requireValidTasks(tasks);
      const row = await deps.db.transaction().execute(async (trx) => {
        const changed = await trx
          .updateTable("campaigns")
          .set({ raw_processes: toJson(tasks) })
          .where("id", "=", id)
          .executeTakeFirst();
        if (changed.numUpdatedRows === 0n) throw notFound(`No campaign ${id}.`);
        return found(await findCampaign(trx, id), id);
      });
      return { status: 200, body: { ...toCampaign(row), raw_processes: toTasks(tasks) } };
    },
  };
}
