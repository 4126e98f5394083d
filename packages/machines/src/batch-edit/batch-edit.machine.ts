import { parseBatchIds } from "@canvass/sdk/batch-edit";
import { canCancelJob, isJobFinished } from "@canvass/sdk/jobs";
import { assertEvent, assign, sendTo, setup, spawnChild, stopChild } from "xstate";
import { jobRunMachine } from "../job-run/job-run.machine";
import { canApplyBatch, canPreviewBatch } from "./batch-edit.rules";
import type { BatchEditContext, BatchEditEvent, BatchEditInput } from "./batch-edit.types";

const EMPTY = {
  selection: null,
  values: {},
  reason: "",
  preview: null,
  job: null,
  report: null,
  error: null,
} as const;

/** Choosing submissions, values and the reason: a new choice drops a preview already made. */
const EDITS = {
  "select.filter": { target: "#batchEdit.editing", actions: "selectFilter" },
  "select.ids": { target: "#batchEdit.editing", actions: "selectIds" },
  "select.rows": { target: "#batchEdit.editing", actions: "selectRows" },
  "values.set": { target: "#batchEdit.editing", actions: "setValue" },
  "values.remove": { target: "#batchEdit.editing", actions: "removeValue" },
  "reason.change": { actions: "setReason" },
} as const;

/**
 * The batch edit of /batch-edit (issue 25, decision 0041): selecting (a `/subs` filter, pasted
 * or uploaded ids, or CSV rows) → editing (values typed once for every submission, checked with
 * the SDK's `readBatchValue`; a Reason) → previewing (the server's old → new per submission;
 * nothing written) → reviewing → applying (the `batch-edit` job, its lifecycle run by an invoked
 * `jobRunMachine`: progress, cancel) → reporting → report (changed, unchanged, failed; the
 * screen downloads it). The machine makes no calls: `requestPreview`, `requestApply`,
 * `requestCancel` and `requestReport` (provided by the screen) call the API, which answers with
 * `preview.done|error`, `job.update` / `run.error` (pollJob's updates) and `report.done|error`.
 */
export const batchEditMachine = setup({
  types: {} as { context: BatchEditContext; events: BatchEditEvent; input: BatchEditInput },
  actors: { jobRun: jobRunMachine },
  guards: {
    canPreview: ({ context }) => canPreviewBatch(context),
    canApply: ({ context }) => canApplyBatch(context),
    cancellable: ({ context }) => context.job !== null && canCancelJob(context.job.status),
    finished: ({ event }) => event.type === "job.update" && isJobFinished(event.job.status),
  },
  actions: {
    requestPreview: () => {
      // Provided by the screen: calls previewBatchEdit with batchEditRequest(context).
    },
    requestApply: () => {
      // Provided by the screen: calls startBatchEdit, then polls the job.
    },
    requestCancel: () => {
      // Provided by the screen: calls cancelJob.
    },
    requestReport: () => {
      // Provided by the screen: calls getBatchEditReport.
    },
    selectFilter: assign(({ event }) => {
      assertEvent(event, "select.filter");
      return { selection: { kind: "filter", filters: event.filters }, preview: null, error: null };
    }),
    selectIds: assign(({ event }) => {
      assertEvent(event, "select.ids");
      const { ids, invalid } = parseBatchIds(event.text);
      return { selection: { kind: "ids", ids, invalid }, preview: null, error: null };
    }),
    selectRows: assign(({ event }) => {
      assertEvent(event, "select.rows");
      return { selection: { kind: "rows", rows: event.rows }, preview: null, error: null };
    }),
    setValue: assign(({ context, event }) => {
      assertEvent(event, "values.set");
      return { values: { ...context.values, [event.field]: event.text }, preview: null };
    }),
    removeValue: assign(({ context, event }) => {
      assertEvent(event, "values.remove");
      const values = Object.fromEntries(
        Object.entries(context.values).filter(([field]) => field !== event.field),
      );
      return { values, preview: null };
    }),
    setReason: assign(({ event }) => {
      assertEvent(event, "reason.change");
      return { reason: event.text };
    }),
    storePreview: assign(({ event }) => {
      assertEvent(event, "preview.done");
      return { preview: event.preview, error: null };
    }),
    storeJob: assign(({ event }) => {
      assertEvent(event, "job.update");
      return { job: event.job, error: null };
    }),
    storeReport: assign(({ event }) => {
      assertEvent(event, "report.done");
      return { report: event.report, error: null };
    }),
    storeError: assign(({ event }) => {
      assertEvent(event, ["preview.error", "run.error", "report.error"]);
      return { error: event.message };
    }),
    setValidators: assign(({ event }) => {
      assertEvent(event, "validators.loaded");
      return { validators: event.validators };
    }),
    reset: assign(({ context }) => ({ ...EMPTY, validators: context.validators })),
  },
}).createMachine({
  id: "batchEdit",
  context: ({ input }) => ({
    ...EMPTY,
    validators: (input as BatchEditInput | undefined)?.validators ?? {},
  }),
  initial: "selecting",
  on: { "validators.loaded": { actions: "setValidators" } },
  states: {
    selecting: { on: EDITS },
    editing: {
      on: {
        ...EDITS,
        "preview.request": { guard: "canPreview", target: "previewing", actions: "requestPreview" },
      },
    },
    previewing: {
      on: {
        "preview.done": { target: "reviewing", actions: "storePreview" },
        "preview.error": { target: "editing", actions: "storeError" },
      },
    },
    reviewing: {
      on: {
        ...EDITS,
        edit: "editing",
        apply: { guard: "canApply", target: "applying", actions: "requestApply" },
      },
    },
    applying: {
      // The job run's lifecycle (progress, cancelling) lives in a spawned jobRunMachine.
      entry: [spawnChild("jobRun", { id: "run" }), sendTo("run", { type: "run.start" })],
      exit: stopChild("run"),
      on: {
        "job.update": [
          {
            guard: "finished",
            target: "reporting",
            actions: ["storeJob", "requestReport"],
          },
          { actions: ["storeJob", sendTo("run", ({ event }) => event)] },
        ],
        "run.error": [
          {
            guard: ({ context }) => context.job === null,
            target: "reviewing",
            actions: "storeError",
          },
          { actions: ["storeError", sendTo("run", ({ event }) => event)] },
        ],
        "run.cancel": {
          guard: "cancellable",
          actions: ["requestCancel", sendTo("run", { type: "run.cancel" })],
        },
      },
    },
    reporting: {
      on: {
        "report.done": { target: "report", actions: "storeReport" },
        "report.error": { target: "report", actions: "storeError" },
      },
    },
    report: {
      on: { restart: { target: "selecting", actions: "reset" } },
    },
  },
});
