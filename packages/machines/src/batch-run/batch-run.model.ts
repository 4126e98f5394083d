/**
 * The abstract test model of the batch runner, for `createTestModel` (which refuses the real
 * machine's `invoke`). Its states have the real machine's names; its events are what the server
 * answers (`EXPANDED` with three ids, `EXPAND_TOO_MANY`, `EXPAND_FAILS`, `CALL_OK`, `CALL_FAILS`
 * — a call answers in the order it started) and what the operator does (`CONFIRM`, `CANCEL`,
 * `RETRY`, `RETRY_FAILED`). Two calls run at once (`BATCH_MODEL_FIXTURES.concurrency`).
 */
import { assign, setup } from "xstate";
import { createTestModel } from "xstate/graph";

export const BATCH_MODEL_FIXTURES = {
  query: { Team: "t1", Sort: "-Received" },
  ids: ["0a0a0a", "1b1b1b", "2c2c2c"],
  concurrency: 2,
  cap: 10_000,
  tooMany: 12_345,
} as const;

const CONCURRENCY = BATCH_MODEL_FIXTURES.concurrency;

export type BatchModelEvent =
  | { type: "EXPANDED" }
  | { type: "EXPAND_TOO_MANY" }
  | { type: "EXPAND_FAILS" }
  | { type: "RETRY" }
  | { type: "CONFIRM" }
  | { type: "CANCEL" }
  | { type: "CALL_OK" }
  | { type: "CALL_FAILS" }
  | { type: "RETRY_FAILED" };

export interface BatchModelContext {
  /** Why expanding failed. */
  failure: "none" | "tooMany" | "error";
  /** Ids of the batch, once expanded. */
  total: number;
  /** Ids of the run under way. */
  queue: number;
  /** Calls started of the run, and those still awaiting their answer. */
  started: number;
  pending: number;
  succeeded: number;
  /** Failed in the run under way (a retry runs them again). */
  failed: number;
}

const INITIAL: BatchModelContext = {
  failure: "none",
  total: 0,
  queue: 0,
  started: 0,
  pending: 0,
  succeeded: 0,
  failed: 0,
};

interface SettleParams {
  readonly outcome: "ok" | "fails";
  readonly stopping: boolean;
}

/** One call answers (the `settle` action): the next starts unless stopping or none is left. */
const settle = (outcome: SettleParams["outcome"], stopping: boolean) =>
  ({ type: "settle", params: { outcome, stopping } }) as const;

const startRun = (queue: number) => ({
  queue,
  started: Math.min(CONCURRENCY, queue),
  pending: Math.min(CONCURRENCY, queue),
});

export const batchRunModel = setup({
  types: {} as { context: BatchModelContext; events: BatchModelEvent },
  guards: {
    /** The answer of the last call of a run (nothing left to start). */
    lastActive: ({ context }) => context.pending === 1 && context.started === context.queue,
    lastStopping: ({ context }) => context.pending === 1,
    hasFailures: ({ context }) => context.failed > 0,
    retryable: ({ context }) => context.failure === "error",
  },
  actions: {
    settle: assign(({ context }, params: SettleParams) => {
      const more = !params.stopping && context.started < context.queue;
      return {
        succeeded: context.succeeded + (params.outcome === "ok" ? 1 : 0),
        failed: context.failed + (params.outcome === "fails" ? 1 : 0),
        started: context.started + (more ? 1 : 0),
        pending: context.pending - (more ? 0 : 1),
      };
    }),
  },
}).createMachine({
  id: "batchRunModel",
  context: INITIAL,
  initial: "expanding",
  states: {
    expanding: {
      on: {
        EXPANDED: {
          target: "confirming",
          actions: assign({ total: BATCH_MODEL_FIXTURES.ids.length, failure: "none" }),
        },
        EXPAND_TOO_MANY: { target: "failed", actions: assign({ failure: "tooMany" }) },
        EXPAND_FAILS: { target: "failed", actions: assign({ failure: "error" }) },
        CANCEL: { target: "cancelled" },
      },
    },
    failed: {
      on: { RETRY: { guard: "retryable", target: "expanding" } },
    },
    confirming: {
      on: {
        CONFIRM: {
          target: "running",
          actions: assign(({ context }) => startRun(context.total)),
        },
        CANCEL: { target: "cancelled" },
      },
    },
    running: {
      initial: "active",
      states: {
        active: {
          on: {
            CALL_OK: [
              { guard: "lastActive", target: "#batchRunModel.done", actions: settle("ok", false) },
              { actions: settle("ok", false) },
            ],
            CALL_FAILS: [
              {
                guard: "lastActive",
                target: "#batchRunModel.done",
                actions: settle("fails", false),
              },
              { actions: settle("fails", false) },
            ],
            CANCEL: { target: "stopping" },
          },
        },
        stopping: {
          on: {
            CALL_OK: [
              {
                guard: "lastStopping",
                target: "#batchRunModel.cancelled",
                actions: settle("ok", true),
              },
              { actions: settle("ok", true) },
            ],
            CALL_FAILS: [
              {
                guard: "lastStopping",
                target: "#batchRunModel.cancelled",
                actions: settle("fails", true),
              },
              { actions: settle("fails", true) },
            ],
          },
        },
      },
    },
    done: {
      on: {
        RETRY_FAILED: {
          guard: "hasFailures",
          target: "running",
          actions: assign(({ context }) => ({ ...startRun(context.failed), failed: 0 })),
        },
      },
    },
    cancelled: { type: "final" },
  },
});

export const BATCH_MODEL_EVENTS: readonly BatchModelEvent[] = [
  "EXPANDED",
  "EXPAND_TOO_MANY",
  "EXPAND_FAILS",
  "RETRY",
  "CONFIRM",
  "CANCEL",
  "CALL_OK",
  "CALL_FAILS",
  "RETRY_FAILED",
].map((type) => ({ type }) as BatchModelEvent);

/** The test model: states told apart by value and context. */
export function batchRunTestModel() {
  return createTestModel(batchRunModel, { events: [...BATCH_MODEL_EVENTS] });
}

export function batchRunModelPaths() {
  return batchRunTestModel().getShortestPaths();
}
