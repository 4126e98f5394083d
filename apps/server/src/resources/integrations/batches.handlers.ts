/**
 * The fundraising-platform batch calls (decision 0038): `runExternalService` starts a batch (or
 * re-runs one, option `batch`) as an `integration-batch` job and answers its id;
 * `completeBatchTask` marks a finished batch's task complete; `listIntegrationBatches` and
 * `getIntegrationBatch` (designed) show batches, their rows and problems. All need the
 * ManageGoFundMeBatch permission on top of the contract's base `accounts` verb.
 */
import { principalOf, requireRule } from "../../auth/index.js";
import { newShortId, type IntegrationBatchesTable } from "../../db/index.js";
import { conflict, notFound, unprocessable, type HandlerMap } from "../../http/index.js";
import type { ServerDeps } from "../../services.js";
import { readListPage } from "../lists/index.js";
import { BATCH_KIND, type BatchPayload } from "./batch-run.js";
import type { DonationProvider } from "./provider.js";
import { KNOWN_PROVIDERS } from "./providers-config.js";
import type { Selectable } from "kysely";

type BatchRow = Selectable<IntegrationBatchesTable> & { campaign_name: string | null };

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function toBatchBody(row: BatchRow) {
  return {
    id: row.id,
    provider: row.provider,
    campaign: row.campaign,
    ...(row.campaign_name === null ? {} : { campaignName: row.campaign_name }),
    status: row.status,
    received: row.received,
    created: row.created_rows,
    existing: row.existing_rows,
    failed: row.failed_rows,
    error: row.error,
    runs: row.runs,
    started: row.started.toISOString(),
    finished: iso(row.finished),
    completed: iso(row.completed),
  };
}

export function batchHandlers(
  deps: ServerDeps,
  providers: ReadonlyMap<string, DonationProvider>,
): HandlerMap {
  const batches = () =>
    deps.db
      .selectFrom("integration_batches as b")
      .leftJoin("campaigns as c", "c.id", "b.campaign")
      .selectAll("b")
      .select("c.title as campaign_name");
  const enqueue = async (payload: BatchPayload, owner: string) => {
    await deps.queue.enqueue(BATCH_KIND, payload, { owner, singletonKey: payload.batch });
  };
  return {
    runExternalService: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "accounts", "create", "ManageGoFundMeBatch");
      const name = ctx.params.provider;
      if (!KNOWN_PROVIDERS.includes(name)) throw notFound(`No provider ${name}.`);
      if (!providers.has(name)) {
        throw notFound(`The campaign is not connected: the provider ${name} is not configured.`);
      }
      const campaign = ctx.query.Campaign;
      const found = await deps.db
        .selectFrom("campaigns")
        .select("id")
        .where("id", "=", campaign)
        .executeTakeFirst();
      if (found === undefined) throw notFound(`No campaign ${campaign}.`);
      const options: Record<string, unknown> = { ...(ctx.body ?? {}) };
      const rerun = options.batch;
      delete options.batch;
      const now = deps.now();
      if (rerun !== undefined) {
        if (typeof rerun !== "string") {
          throw unprocessable("The batch to re-run is not an id.", [
            { field: "/batch", message: "must be a batch id", code: "type" },
          ]);
        }
        const batch = await deps.db
          .updateTable("integration_batches")
          .set((eb) => ({
            status: "running",
            error: null,
            started: now,
            finished: null,
            runs: eb("runs", "+", 1),
          }))
          .where("id", "=", rerun)
          .where("campaign", "=", campaign)
          .where("provider", "=", name)
          .where("status", "!=", "running")
          .returning("id")
          .executeTakeFirst();
        if (batch === undefined) {
          const exists = await deps.db
            .selectFrom("integration_batches")
            .select("id")
            .where("id", "=", rerun)
            .where("campaign", "=", campaign)
            .where("provider", "=", name)
            .executeTakeFirst();
          if (exists === undefined)
            throw notFound(`No ${name} batch ${rerun} for campaign ${campaign}.`);
          throw conflict(`The batch ${rerun} is still running.`);
        }
        await enqueue({ batch: rerun, provider: name, campaign, options }, principal.player.id);
        return { status: 202, body: { ok: true, id: rerun } };
      }
      const id = await newShortId(deps.db, "integration-batch");
      await deps.db
        .insertInto("integration_batches")
        .values({
          id,
          provider: name,
          campaign,
          owner: principal.player.id,
          status: "running",
          started: now,
        })
        .execute();
      await enqueue({ batch: id, provider: name, campaign, options }, principal.player.id);
      return { status: 202, body: { ok: true, id } };
    },

    completeBatchTask: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "accounts", "update", "ManageGoFundMeBatch");
      const batch = await deps.db
        .selectFrom("integration_batches")
        .select(["id", "status", "completed"])
        .where("id", "=", ctx.body.id)
        .where("campaign", "=", ctx.query.Campaign)
        .executeTakeFirst();
      if (batch === undefined)
        throw notFound(`No batch ${ctx.body.id} for campaign ${ctx.query.Campaign}.`);
      if (batch.status !== "done") {
        throw unprocessable("Only a finished batch can be completed.", [
          { field: "/id", message: `is a ${batch.status} batch`, code: "status" },
        ]);
      }
      if (batch.completed === null) {
        await deps.db
          .updateTable("integration_batches")
          .set({ completed: deps.now() })
          .where("id", "=", batch.id)
          .execute();
      }
      return { status: 202, body: { ok: true, id: batch.id } };
    },

    listIntegrationBatches: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "accounts", "get", "ManageGoFundMeBatch");
      const window = readListPage(ctx);
      let query = batches();
      let count = deps.db.selectFrom("integration_batches as b");
      if (ctx.query.Campaign !== undefined) {
        query = query.where("b.campaign", "=", ctx.query.Campaign);
        count = count.where("b.campaign", "=", ctx.query.Campaign);
      }
      const rows = await query
        .orderBy("b.created", "desc")
        .orderBy("b.id")
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      const total = await count
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .executeTakeFirstOrThrow();
      return { status: 200, body: { Result: rows.map(toBatchBody), Count: Number(total.n) } };
    },

    getIntegrationBatch: async (ctx) => {
      const principal = principalOf(ctx);
      requireRule(principal, "accounts", "get", "ManageGoFundMeBatch");
      const row = await batches().where("b.id", "=", ctx.params.id).executeTakeFirst();
      if (row === undefined) throw notFound(`No batch ${ctx.params.id}.`);
      const rows = await deps.db
        .selectFrom("integration_batch_rows")
        .selectAll()
        .where("batch", "=", row.id)
        .orderBy("row_number")
        .execute();
      return {
        status: 200,
        body: {
          ...toBatchBody(row),
          rows: rows.map((item) => ({
            row: item.row_number,
            externalId: item.external_id,
            account: item.account,
            status: item.status,
            problems: item.problems as { field: string; message: string; code?: string }[],
            data: item.data as Record<string, unknown>,
          })),
        },
      };
    },
  };
}
