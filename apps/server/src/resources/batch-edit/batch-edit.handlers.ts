/**
 * `previewBatchEdit`, `startBatchEdit` and `getBatchEditReport` (decision 0041). Editors only:
 * BatchSubEdit (EditSubmissions, admin or manager, not `hide_batch_edit`) on top of the base
 * `accounts:update`. The preview plans every target and writes nothing; starting freezes the
 * targets (a filter is expanded now) and the Reason in a `batch-edit` job's payload.
 */
import { BATCH_EDIT_PREVIEW_ITEMS, batchChunks } from "@canvass/sdk/batch-edit";
import { isChangeReason } from "@canvass/sdk/accounts";
import { principalOf, requireRule, type Principal } from "../../auth/index.js";
import { notFound, unprocessable, type HandlerMap } from "../../http/index.js";
import { toJobBody } from "../../jobs/index.js";
import type { ServerDeps } from "../../services.js";
import { planBatch, planContext, type PlannedItem } from "./batch-plan.js";
import { BATCH_EDIT_KIND, reportCounts } from "./batch-run.js";
import { batchTargets } from "./batch-selection.js";

function requireBatchEdit(context: { readonly principal: unknown }): Principal {
  const principal = principalOf(context);
  requireRule(principal, "accounts", "update", "BatchSubEdit");
  return principal;
}

const RANK: Readonly<Record<PlannedItem["Outcome"], number>> = { fail: 0, change: 1, same: 2 };

export function batchEditCallHandlers(deps: ServerDeps): HandlerMap {
  const warn = (message: string) => {
    deps.log({ setting: "accountValidators" }, message);
  };
  return {
    previewBatchEdit: async (ctx) => {
      const principal = requireBatchEdit(ctx);
      const targets = await batchTargets(deps.db, principal, ctx.body);
      const context = await planContext(deps.db, principal, warn);
      const items: PlannedItem[] = [];
      for (const chunk of batchChunks(targets, 1000)) {
        items.push(...(await planBatch(deps.db, context, chunk)));
      }
      const count = (outcome: PlannedItem["Outcome"]) =>
        items.filter((item) => item.Outcome === outcome).length;
      const listed = items
        .map((item, index) => ({ item, index }))
        .sort((a, b) => RANK[a.item.Outcome] - RANK[b.item.Outcome] || a.index - b.index)
        .slice(0, BATCH_EDIT_PREVIEW_ITEMS)
        .map(({ item }) => item);
      return {
        status: 200,
        body: {
          Count: items.length,
          Changing: count("change"),
          Unchanged: count("same"),
          Failing: count("fail"),
          Items: listed,
        },
      };
    },

    startBatchEdit: async (ctx) => {
      const principal = requireBatchEdit(ctx);
      const reason = ctx.body.Reason ?? "";
      if (!isChangeReason(reason)) {
        throw unprocessable("Give a reason for this batch edit.", [
          { field: "/Reason", message: "is required", code: "required" },
        ]);
      }
      const targets = await batchTargets(deps.db, principal, ctx.body);
      const job = await deps.queue.enqueue(
        BATCH_EDIT_KIND,
        { reason: reason.trim(), targets },
        { owner: principal.player.id },
      );
      return { status: 202, body: toJobBody(job) };
    },

    getBatchEditReport: async (ctx) => {
      const principal = requireBatchEdit(ctx);
      const job = await deps.queue.get(ctx.params.id);
      const admin = principal.player.role === "admin" || principal.player.role === "root";
      if (job?.kind !== BATCH_EDIT_KIND || (job.owner !== principal.player.id && !admin)) {
        throw notFound(`No batch edit ${ctx.params.id}.`);
      }
      const rows = await deps.db
        .selectFrom("batch_edit_rows")
        .select(["account as ID", "outcome as Outcome", "message as Message"])
        .where("job", "=", job.id)
        .orderBy("seq")
        .execute();
      return { status: 200, body: { ...(await reportCounts(deps, job.id)), Rows: rows } };
    },
  };
}
