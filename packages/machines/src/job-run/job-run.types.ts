import type { Job } from "@canvass/sdk/jobs";

export type { Job };

export interface JobRunContext {
  /** The job as last reported (`job.update`); `null` before the start call answered. */
  readonly job: Job | null;
  /** Why the start, cancel or retry call failed; cleared by the next request. */
  readonly error: string | null;
}

export type JobRunEvent =
  /** The user starts the work (the console calls the feature's start call). */
  | { type: "run.start" }
  /** The job as the server reports it: the start call's answer, then each `pollJob` answer. */
  | { type: "job.update"; job: Job }
  /** The user asks to cancel a queued or running job. */
  | { type: "run.cancel" }
  /** The user asks to run a failed or cancelled job again. */
  | { type: "run.retry" }
  /** A start, cancel or retry call failed (network, 4xx/5xx): its message. */
  | { type: "run.error"; message: string };
