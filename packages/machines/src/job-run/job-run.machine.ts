import { canCancelJob, canRetryJob } from "@canvass/sdk/jobs";
import { assertEvent, assign, setup } from "xstate";
import type { JobRunContext, JobRunEvent } from "./job-run.types";

const statusIs =
  (status: string) =>
  ({ event }: { event: JobRunEvent }): boolean =>
    event.type === "job.update" && event.job.status === status;

/** The job's own status routes every `job.update`, whichever state the run is in. */
const UPDATES = {
  "job.update": [
    { guard: "isQueued", target: ".queued", actions: "storeJob" },
    { guard: "isRunning", target: ".running", actions: "storeJob" },
    { guard: "isDone", target: ".done", actions: "storeJob" },
    { guard: "isFailed", target: ".failed", actions: "storeJob" },
    { guard: "isCancelled", target: ".cancelled", actions: "storeJob" },
  ],
} as const;

/**
 * The run of one long task as the console shows it (decision 0024): idle → starting → queued →
 * running (with progress) → done | failed | cancelled, with cancel (cancelling until the server
 * confirms; a job that finishes first stays finished) and retry of a failed or cancelled job.
 * The machine makes no calls: `requestStart`, `requestCancel` and `requestRetry` (provided by
 * the screen) call the API, and the screen sends the job's answers (`pollJob`'s `onUpdate`) as
 * `job.update` and failed calls as `run.error`.
 */
export const jobRunMachine = setup({
  types: {} as { context: JobRunContext; events: JobRunEvent },
  guards: {
    isQueued: statusIs("queued"),
    isRunning: statusIs("running"),
    isDone: statusIs("done"),
    isFailed: statusIs("failed"),
    isCancelled: statusIs("cancelled"),
    cancellable: ({ context }) => context.job !== null && canCancelJob(context.job.status),
    retriable: ({ context }) => context.job !== null && canRetryJob(context.job.status),
  },
  actions: {
    requestStart: () => {
      // Provided by the screen: machine.provide({ actions: { requestStart } }).
    },
    requestCancel: () => {
      // Provided by the screen: calls `cancelJob`.
    },
    requestRetry: () => {
      // Provided by the screen: calls `retryJob`.
    },
    storeJob: assign(({ event }) => {
      assertEvent(event, "job.update");
      return { job: event.job, error: null };
    }),
    storeError: assign(({ event }) => {
      assertEvent(event, "run.error");
      return { error: event.message };
    }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: "jobRun",
  context: { job: null, error: null },
  initial: "idle",
  on: UPDATES,
  states: {
    idle: {
      on: { "run.start": { target: "starting", actions: ["clearError", "requestStart"] } },
    },
    starting: {
      on: { "run.error": { target: "idle", actions: "storeError" } },
    },
    queued: {
      on: {
        "run.cancel": { guard: "cancellable", target: "cancelling", actions: "requestCancel" },
      },
    },
    running: {
      on: {
        "run.cancel": { guard: "cancellable", target: "cancelling", actions: "requestCancel" },
      },
    },
    cancelling: {
      // Progress may still arrive until the worker sees the cancel; the status stays "cancelling".
      on: {
        "job.update": [
          { guard: "isQueued", actions: "storeJob" },
          { guard: "isRunning", actions: "storeJob" },
          { guard: "isDone", target: "done", actions: "storeJob" },
          { guard: "isFailed", target: "failed", actions: "storeJob" },
          { guard: "isCancelled", target: "cancelled", actions: "storeJob" },
        ],
        "run.error": [
          {
            guard: ({ context }) => context.job?.status === "queued",
            target: "queued",
            actions: "storeError",
          },
          { target: "running", actions: "storeError" },
        ],
      },
    },
    done: {},
    failed: {
      on: {
        "run.retry": {
          guard: "retriable",
          target: "retrying",
          actions: ["clearError", "requestRetry"],
        },
      },
    },
    cancelled: {
      on: {
        "run.retry": {
          guard: "retriable",
          target: "retrying",
          actions: ["clearError", "requestRetry"],
        },
      },
    },
    retrying: {
      on: {
        "run.error": [
          {
            guard: ({ context }) => context.job?.status === "cancelled",
            target: "cancelled",
            actions: "storeError",
          },
          { target: "failed", actions: "storeError" },
        ],
      },
    },
  },
});
