import { toCsv } from "@canvass/sdk/csv";
import type { SnapshotFrom } from "xstate";
import type { batchRunMachine } from "./batch-run.machine";
import type { BatchExpandFailure, BatchFailure } from "./batch-run.types";

export type BatchRunStep =
  "expanding" | "confirming" | "running" | "stopping" | "done" | "cancelled" | "failed";

/** What the batch dialog shows. */
export interface BatchRunView {
  readonly step: BatchRunStep;
  /** Ids gathered while expanding. */
  readonly gathered: number;
  /** The ids of the batch (exact once expanded). */
  readonly total: number;
  /** Ids of the run under way (the failed ones on a retry). */
  readonly runTotal: number;
  readonly succeeded: number;
  readonly failed: readonly BatchFailure[];
  /** Ids of the run never started (after a cancel). */
  readonly notStarted: number;
  /** Calls ended of the run (the progress bar's value, of `runTotal`). */
  readonly progress: number;
  readonly failure: BatchExpandFailure | undefined;
  readonly canCancel: boolean;
  readonly canRetry: boolean;
  readonly canRetryFailed: boolean;
  /** Nothing runs any more (the dialog may close). */
  readonly finished: boolean;
}

type BatchRunSnapshot = SnapshotFrom<typeof batchRunMachine>;

function stepOf(snapshot: BatchRunSnapshot): BatchRunStep {
  if (snapshot.matches({ running: "stopping" })) return "stopping";
  if (snapshot.matches("running")) return "running";
  if (snapshot.matches("confirming")) return "confirming";
  if (snapshot.matches("done")) return "done";
  if (snapshot.matches("cancelled")) return "cancelled";
  if (snapshot.matches("failed")) return "failed";
  return "expanding";
}

export function selectBatchRunView(snapshot: BatchRunSnapshot): BatchRunView {
  const { context } = snapshot;
  const step = stepOf(snapshot);
  const progress =
    context.succeeded.length + context.failed.length - (context.ids.length - context.queue.length);
  const ended = context.succeeded.length + context.failed.length;
  return {
    step,
    gathered: context.gathered,
    total: context.ids.length,
    runTotal: context.queue.length,
    succeeded: context.succeeded.length,
    failed: context.failed,
    notStarted: step === "cancelled" ? Math.max(0, context.ids.length - ended) : 0,
    progress: Math.max(0, Math.min(progress, context.queue.length)),
    failure: context.failure,
    canCancel: step === "expanding" || step === "confirming" || step === "running",
    canRetry: snapshot.can({ type: "batch.retry" }),
    canRetryFailed: snapshot.can({ type: "batch.retryFailed" }),
    finished: step === "done" || step === "cancelled" || step === "failed",
  };
}

/** The failures as CSV (`id,reason`), for the summary's download. */
export function batchFailuresCsv(failed: readonly BatchFailure[]): string {
  return toCsv(failed, ["id", "reason"]);
}
