import { fromCallback, type EventObject } from "xstate";
import { runPool } from "./batch-run.pool";
import {
  BATCH_CONCURRENCY,
  type BatchCall,
  type BatchExpand,
  type BatchStopEvent,
  type ExpandIdsInput,
  type RunIdsInput,
} from "./batch-run.types";

export interface BatchRunActorsOptions {
  /** Pages a filter into ids: in the console, the SDK's `expandSubsSelection` over `queryAccounts`. */
  readonly expand: BatchExpand;
  /** The action's call for one id (reassign, resend, delete …). */
  readonly call: BatchCall;
  readonly concurrency?: number;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The batch runner's two actors: `batchRunMachine.provide({ actors: createBatchRunActors(…) })`.
 * `expandIds` reports progress and ends with the ids, or why not (leaving the state aborts it
 * before its next page). `runIds` runs the calls a few at a time and reports each; on
 * `batch.stop` it starts no new call and reports `batch.run.settled` once those under way end.
 */
export function createBatchRunActors(options: BatchRunActorsOptions) {
  const concurrency = options.concurrency ?? BATCH_CONCURRENCY;
  return {
    expandIds: fromCallback<EventObject, ExpandIdsInput>(({ input, sendBack }) => {
      const controller = new AbortController();
      options
        .expand(
          input.query,
          (gathered) => {
            if (!controller.signal.aborted) sendBack({ type: "batch.expand.progress", gathered });
          },
          controller.signal,
        )
        .then(
          (outcome) => {
            if (controller.signal.aborted) return;
            sendBack(
              outcome.status === "done"
                ? { type: "batch.expand.done", ids: outcome.ids }
                : {
                    type: "batch.expand.failed",
                    failure: { kind: "tooMany", count: outcome.count, cap: outcome.cap },
                  },
            );
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            sendBack({
              type: "batch.expand.failed",
              failure: { kind: "error", message: messageOf(error) },
            });
          },
        );
      return () => {
        controller.abort();
      };
    }),
    runIds: fromCallback<BatchStopEvent, RunIdsInput>(({ input, sendBack, receive }) => {
      let stopped = false;
      // The only event it takes is `batch.stop`.
      receive(() => {
        stopped = true;
      });
      // The machine leaves `running` only after `batch.run.settled`: every write's answer counts.
      void runPool(input.ids, options.call, {
        concurrency,
        stopped: () => stopped,
        onSettled: (id, outcome) => {
          sendBack(
            outcome.ok
              ? { type: "batch.item.succeeded", id }
              : { type: "batch.item.failed", id, reason: outcome.reason },
          );
        },
      }).then(() => {
        sendBack({ type: "batch.run.settled" });
      });
      return () => {
        stopped = true;
      };
    }),
  };
}
