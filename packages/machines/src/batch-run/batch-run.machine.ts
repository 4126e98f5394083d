import { assign, fromCallback, sendTo, setup, type EventObject } from "xstate";
import type {
  BatchRunContext,
  BatchRunEvent,
  BatchRunInput,
  BatchStopEvent,
  ExpandIdsInput,
  RunIdsInput,
} from "./batch-run.types";

const notProvided = (name: string) => () => {
  throw new Error(`${name} is not provided: use batchRunMachine.provide({ actors })`);
};

/**
 * A bulk action over many submissions (decision 0023): a filter is first expanded into ids
 * (`expanding`, with the count gathered), then a confirmation names the exact count
 * (`confirming`), then the calls run a few at a time (`running`, progress as succeeded and
 * failed of the total). A cancel while running starts no new call; the calls under way end and
 * are counted (`running.stopping` → `cancelled`). `done` keeps every failure with its reason;
 * `batch.retryFailed` runs the failed ids again. An expansion that fails or passes the cap ends
 * in `failed` (`batch.retry` expands again). Ids given start at `confirming` or `running`.
 * Side effects are the injected actors `expandIds` and `runIds` (`createBatchRunActors`).
 */
export const batchRunMachine = setup({
  types: {} as { context: BatchRunContext; events: BatchRunEvent; input: BatchRunInput },
  actors: {
    expandIds: fromCallback<EventObject, ExpandIdsInput>(notProvided("expandIds")),
    runIds: fromCallback<BatchStopEvent, RunIdsInput>(notProvided("runIds")),
  },
  guards: {
    isFilter: ({ context }) => context.source.kind === "filter",
    asksFirst: ({ context }) => context.confirm,
    canRetryExpand: ({ context }) => context.failure?.kind === "error",
    hasFailures: ({ context }) => context.failed.length > 0,
  },
  actions: {
    startExpanding: assign({ gathered: 0, failure: undefined }),
    storeGathered: assign(({ event }) =>
      event.type === "batch.expand.progress" ? { gathered: event.gathered } : {},
    ),
    storeIds: assign(({ event }) =>
      event.type === "batch.expand.done"
        ? { ids: event.ids, queue: event.ids, gathered: event.ids.length }
        : {},
    ),
    storeFailure: assign(({ event }) =>
      event.type === "batch.expand.failed" ? { failure: event.failure } : {},
    ),
    storeSucceeded: assign(({ context, event }) =>
      event.type === "batch.item.succeeded" ? { succeeded: [...context.succeeded, event.id] } : {},
    ),
    storeFailed: assign(({ context, event }) =>
      event.type === "batch.item.failed"
        ? { failed: [...context.failed, { id: event.id, reason: event.reason }] }
        : {},
    ),
    queueFailed: assign(({ context }) => ({
      queue: context.failed.map((failure) => failure.id),
      failed: [],
    })),
    stopRunning: sendTo("runIds", { type: "batch.stop" } satisfies BatchStopEvent),
  },
}).createMachine({
  id: "batchRun",
  context: ({ input }) => {
    const ids = input.source.kind === "ids" ? [...new Set(input.source.ids)] : [];
    return {
      source: input.source,
      confirm: input.source.kind === "filter" || input.confirm === true,
      gathered: ids.length,
      ids,
      queue: ids,
      succeeded: [],
      failed: [],
      failure: undefined,
    };
  },
  initial: "starting",
  states: {
    /** Where a batch starts (and starts over): expand a filter, else confirm or run the ids. */
    starting: {
      always: [
        { guard: "isFilter", target: "expanding" },
        { guard: "asksFirst", target: "confirming" },
        { target: "running" },
      ],
    },
    expanding: {
      entry: "startExpanding",
      invoke: {
        id: "expandIds",
        src: "expandIds",
        input: ({ context }) => ({
          query: context.source.kind === "filter" ? context.source.query : {},
        }),
      },
      on: {
        "batch.expand.progress": { actions: "storeGathered" },
        "batch.expand.done": { target: "confirming", actions: "storeIds" },
        "batch.expand.failed": { target: "failed", actions: "storeFailure" },
        "batch.cancel": { target: "cancelled" },
      },
    },
    confirming: {
      on: {
        "batch.confirm": { target: "running" },
        "batch.cancel": { target: "cancelled" },
      },
    },
    running: {
      initial: "active",
      invoke: {
        id: "runIds",
        src: "runIds",
        input: ({ context }) => ({ ids: context.queue }),
      },
      on: {
        "batch.item.succeeded": { actions: "storeSucceeded" },
        "batch.item.failed": { actions: "storeFailed" },
      },
      states: {
        active: {
          on: {
            "batch.cancel": { target: "stopping", actions: "stopRunning" },
            "batch.run.settled": { target: "#batchRun.done" },
          },
        },
        /** Cancelled: no new call starts; the calls under way are awaited and counted. */
        stopping: {
          on: { "batch.run.settled": { target: "#batchRun.cancelled" } },
        },
      },
    },
    done: {
      on: {
        "batch.retryFailed": { guard: "hasFailures", target: "running", actions: "queueFailed" },
      },
    },
    cancelled: {},
    failed: {
      // Trying again starts the batch over (a filter is expanded anew).
      on: { "batch.retry": { guard: "canRetryExpand", target: "starting" } },
    },
  },
});
