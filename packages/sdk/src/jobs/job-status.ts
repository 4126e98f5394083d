/**
 * The rules of a job's status and progress (decision 0024), shared by the server and the console:
 * which statuses are final, what may be cancelled or retried, the progress as a fraction and a
 * percentage, and the inputs of an "about N minutes left" text.
 */
import type { Schema } from "../contract/types";
import { schemaEnums } from "../generated/enums";

export type Job = Schema<"Job">;
export type JobStatus = Schema<"JobStatus">;
export type JobProgress = Schema<"JobProgress">;

/** Every status, in lifecycle order. */
export const JOB_STATUSES: readonly JobStatus[] = schemaEnums.JobStatus;

/** `done`, `failed` and `cancelled` are final: polling stops there. */
export function isJobFinished(status: JobStatus): boolean {
  return status === "done" || status === "failed" || status === "cancelled";
}

/** A queued or running job can be cancelled. */
export function canCancelJob(status: JobStatus): boolean {
  return status === "queued" || status === "running";
}

/** A failed or cancelled job can be run again. */
export function canRetryJob(status: JobStatus): boolean {
  return status === "failed" || status === "cancelled";
}

/** Done of total in [0, 1]; `null` while the total is unknown (an indeterminate bar). */
export function jobProgressFraction(progress: JobProgress): number | null {
  if (progress.total === null) return null;
  if (progress.total <= 0) return 1;
  return Math.min(1, Math.max(0, progress.done / progress.total));
}

/** Whole percent, rounded down (99 % until the last unit is done); `null` when unknown. */
export function jobProgressPercent(progress: JobProgress): number | null {
  const fraction = jobProgressFraction(progress);
  return fraction === null ? null : Math.floor(fraction * 100);
}

/**
 * Milliseconds left at the rate so far, for a running job that has done some units of a known
 * total; `null` when it cannot be estimated yet. The caller words it ("about 3 minutes left").
 */
export function jobRemainingMs(
  job: Pick<Job, "status" | "progress" | "Started">,
  now: Date,
): number | null {
  if (job.status !== "running" || job.Started === null) return null;
  const fraction = jobProgressFraction(job.progress);
  if (fraction === null || fraction <= 0) return null;
  if (fraction >= 1) return 0;
  const elapsed = now.getTime() - new Date(job.Started).getTime();
  if (elapsed <= 0) return null;
  return Math.round((elapsed / fraction) * (1 - fraction));
}
