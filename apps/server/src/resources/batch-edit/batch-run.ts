/**
 * The `batch-edit` job (decision 0041): the frozen targets applied a chunk at a time, each
 * chunk planned again at run time (values may have moved since the preview) and its changes
 * written by the lookup's own `saveAccountChanges` — one change request per chunk, one history
 * entry per changed submission with the Reason. A submission with a problem is skipped and
 * reported; a chunk the change request refuses as a whole (someone deleted a submission
 * meanwhile) is retried one submission at a time, so one bad submission never fails the others.
 * Every chunk's outcome is written to `batch_edit_rows` before progress moves on: a cancelled
 * job reports what it did, and a job started again after a crash skips what is already there.
 */
import { batchChunks } from "@canvass/sdk/batch-edit";
import { sql } from "kysely";
import { holds, type Principal } from "../../auth/index.js";
import { isHttpProblem } from "../../http/index.js";
import { giveWay } from "../../jobs/foreground.js";
import type { JobContext, JobRecord } from "../../jobs/index.js";
import type { ServerDeps } from "../../services.js";
import { saveAccountChanges } from "../accounts/account-changes.js";
import { principalOfPlayer } from "../exports/run-principal.js";
import { planBatch, planContext, type PlannedItem } from "./batch-plan.js";
import type { BatchTarget } from "./batch-selection.js";

export const BATCH_EDIT_KIND = "batch-edit";

export interface BatchEditPayload {
  readonly reason: string;
  readonly targets: readonly BatchTarget[];
}

export interface BatchEditResult {
  readonly Changed: number;
  readonly Unchanged: number;
  readonly Failed: number;
}

type Outcome = "changed" | "unchanged" | "failed";
interface ReportRow {
  readonly account: string;
  readonly outcome: Outcome;
  readonly message: string;
}

function problemText(item: PlannedItem): string {
  return item.Problems.map((problem) => problem.message).join("; ");
}

function errorText(error: unknown): string {
  if (isHttpProblem(error)) {
    const details = (error.errors ?? []).map((e) => e.message).join("; ");
    return details === "" ? error.title : details;
  }
  return error instanceof Error ? error.message : String(error);
}

async function save(
  deps: ServerDeps,
  principal: Principal,
  reason: string,
  items: readonly PlannedItem[],
): Promise<Set<string>> {
  const Changes = items.flatMap((item) =>
    item.Changes.map((change) => ({ ID: item.ID, Field: change.Field, Value: change.New })),
  );
  const saved = await saveAccountChanges(deps.db, principal, deps.now(), {
    Reason: reason,
    Changes,
  });
  return new Set(saved.Accounts);
}

/** Applies one chunk; the report rows of its submissions. */
async function applyChunk(
  deps: ServerDeps,
  principal: Principal,
  reason: string,
  plan: readonly PlannedItem[],
): Promise<ReportRow[]> {
  const changing = plan.filter((item) => item.Outcome === "change");
  const failures = new Map<string, string>();
  let changed = new Set<string>();
  if (changing.length > 0) {
    try {
      changed = await save(deps, principal, reason, changing);
    } catch (error) {
      if (!isHttpProblem(error)) throw error;
      for (const item of changing) {
        try {
          for (const id of await save(deps, principal, reason, [item])) changed.add(id);
        } catch (single) {
          if (!isHttpProblem(single)) throw single;
          failures.set(item.ID, errorText(single));
        }
      }
    }
  }
  return plan.map((item): ReportRow => {
    if (item.Outcome === "fail") {
      return { account: item.ID, outcome: "failed", message: problemText(item) };
    }
    const failure = failures.get(item.ID);
    if (failure !== undefined) return { account: item.ID, outcome: "failed", message: failure };
    return {
      account: item.ID,
      outcome: changed.has(item.ID) ? "changed" : "unchanged",
      message: "",
    };
  });
}

async function reported(deps: ServerDeps, job: string): Promise<Set<string>> {
  const rows = await deps.db
    .selectFrom("batch_edit_rows")
    .select("account")
    .where("job", "=", job)
    .execute();
  return new Set(rows.map((row) => row.account));
}

/** The counts of a job's report. */
export async function reportCounts(deps: ServerDeps, job: string): Promise<BatchEditResult> {
  const rows = await deps.db
    .selectFrom("batch_edit_rows")
    .select(["outcome", sql<number>`count(*)::int`.as("count")])
    .where("job", "=", job)
    .groupBy("outcome")
    .execute();
  const count = (outcome: Outcome) => rows.find((r) => r.outcome === outcome)?.count ?? 0;
  return { Changed: count("changed"), Unchanged: count("unchanged"), Failed: count("failed") };
}

export function batchEditRunHandler(deps: ServerDeps) {
  return async (
    job: JobRecord<BatchEditPayload, BatchEditResult>,
    ctx: JobContext,
  ): Promise<BatchEditResult> => {
    const principal = job.owner === null ? undefined : await principalOfPlayer(deps, job.owner);
    if (principal === undefined || !holds(principal, "BatchSubEdit")) {
      throw new Error("The user who started this batch edit may no longer edit in batches.");
    }
    const warn = (message: string) => {
      deps.log({ job: job.id, setting: "accountValidators" }, message);
    };
    const context = await planContext(deps.db, principal, warn);
    const { targets, reason } = job.payload;
    const done = await reported(deps, job.id);
    const order = new Map(targets.map((target, index) => [target.ID, index]));
    const remaining = targets.filter((target) => !done.has(target.ID));
    let count = done.size;
    ctx.progress(count, targets.length);
    for (const chunk of batchChunks(remaining)) {
      // On PGlite a chunk's statements run on the API's thread: the requests in hand go first
      // (decision 0088).
      await giveWay(deps);
      if (ctx.signal.aborted) throw new Error("The batch edit was cancelled.");
      const plan = await planBatch(deps.db, context, chunk);
      const rows = await applyChunk(deps, principal, reason, plan);
      await deps.db
        .insertInto("batch_edit_rows")
        .values(rows.map((row) => ({ job: job.id, seq: order.get(row.account) ?? 0, ...row })))
        .onConflict((oc) => oc.columns(["job", "account"]).doNothing())
        .execute();
      count += chunk.length;
      ctx.progress(count, targets.length);
    }
    return reportCounts(deps, job.id);
  };
}
