/** The job queue's public types (decision 0024). */
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../db/index.js";

export const JOB_STATUSES = ["queued", "running", "done", "failed", "cancelled"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A job as the API shows it: one `job_runs` row. */
export interface JobRecord<Payload = unknown, Result = unknown> {
  readonly id: string;
  readonly kind: string;
  /** The player who asked for it; `null` for the system's own jobs. */
  readonly owner: string | null;
  readonly payload: Payload;
  readonly status: JobStatus;
  readonly singletonKey: string | null;
  /** Units done of `total` (rows written of rows expected…); `total` is `null` until known. */
  readonly progress: { readonly done: number; readonly total: number | null };
  readonly result: Result | null;
  readonly error: string | null;
  /** Times a worker started it (a restart after a crash is another attempt). */
  readonly attempts: number;
  readonly maxAttempts: number;
  readonly startAfter: Date | null;
  readonly created: Date;
  readonly started: Date | null;
  readonly finished: Date | null;
  readonly updated: Date;
}

/** What a handler works with. */
export interface JobContext {
  /** Records progress; stored with the heartbeat (at least every second), not on every call. */
  progress(done: number, total?: number | null): void;
  /** Fires when the job is cancelled (from any process) or this process stops. */
  readonly signal: AbortSignal;
  readonly db: Kysely<Database>;
  /**
   * Marks the job done and runs `work` in that same transaction, holding the job's row: a cancel
   * from any process either came first (then `work` does not run and this throws
   * `JobCancelledError`) or waits and finds the job done. For a last step that must never happen
   * after a cancel, such as publishing an export's file. A throw from `work` rolls the mark back.
   * What `work` returns is stored as the job's result in that transaction, so the handler
   * returns it: a reader never finds the job done with no result yet.
   */
  finishWith<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
}

/** Runs one job; its answer (JSON) is stored as the job's result. A throw fails the job. */
export type JobHandler<Payload = unknown, Result = unknown> = (
  job: JobRecord<Payload, Result>,
  ctx: JobContext,
) => Promise<Result>;

export interface JobKindOptions {
  /** Starts in all, counting the restarts after a process died (default 2). */
  readonly maxAttempts?: number;
  /** pg-boss's own limit for one run (default 4 hours): past it pg-boss fails the job. */
  readonly expireInSeconds?: number;
}

export interface EnqueueOptions {
  readonly owner: string | null;
  /** At most one queued or running job of the kind with this key: a second enqueue returns it. */
  readonly singletonKey?: string | undefined;
  readonly startAfter?: Date | undefined;
}

export interface JobFilter {
  readonly owner?: string | undefined;
  readonly kinds?: readonly string[] | undefined;
  readonly statuses?: readonly JobStatus[] | undefined;
  readonly limit?: number | undefined;
  readonly offset?: number | undefined;
}

export interface JobPage {
  readonly items: readonly JobRecord[];
  readonly total: number;
}

/** `cancel` and `retry`: the job afterwards, and whether the call changed it. */
export interface JobChange {
  readonly job: JobRecord;
  readonly changed: boolean;
}

export function isFinished(status: JobStatus): boolean {
  return status === "done" || status === "failed" || status === "cancelled";
}
