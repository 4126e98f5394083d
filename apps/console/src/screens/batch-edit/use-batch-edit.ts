/**
 * The batch edit's actor for /batch-edit (`batchEditMachine` of @canvass/machines): the SDK's
 * calls injected as the machine's request actions, the job followed with `pollJob` and sent
 * back as `job.update`. The machine owns the flow; the page renders its context.
 */
import { batchEditMachine, batchEditRequest, type BatchEditContext } from "@canvass/machines";
import type { BatchEditEvent } from "@canvass/machines";
import { pollJob } from "@canvass/sdk/jobs";
import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useEditRules } from "../lookup/use-edit-rules";

export interface BatchEdit {
  readonly state: string;
  readonly context: BatchEditContext;
  /** The job run's own state (`running`, `cancelling`…) while applying. */
  readonly run: string | null;
  readonly send: (event: BatchEditEvent) => void;
}

function messageOf(error: { readonly message?: string } | undefined): string {
  return error?.message ?? "error";
}

export function useBatchEdit(): BatchEdit {
  const { client } = useRuntime().services;
  const rules = useEditRules();
  // The polls under way, stopped when the page goes.
  const [polls] = useState(() => new Set<AbortController>());
  const machine = batchEditMachine.provide({
    actions: {
      requestPreview: ({ context, self }) => {
        const back = (event: BatchEditEvent) => {
          self.send(event);
        };
        void client.call("previewBatchEdit", { body: batchEditRequest(context) }).then((result) => {
          back(
            result.ok
              ? { type: "preview.done", preview: result.data }
              : { type: "preview.error", message: messageOf(result.error) },
          );
        });
      },
      requestApply: ({ context, self }) => {
        const back = (event: BatchEditEvent) => {
          self.send(event);
        };
        void client.call("startBatchEdit", { body: batchEditRequest(context) }).then((result) => {
          if (!result.ok) {
            back({ type: "run.error", message: messageOf(result.error) });
            return;
          }
          back({ type: "job.update", job: result.data });
          const controller = new AbortController();
          polls.add(controller);
          void pollJob(client, result.data.id, {
            signal: controller.signal,
            onUpdate: (job) => {
              back({ type: "job.update", job });
            },
          }).finally(() => polls.delete(controller));
        });
      },
      requestCancel: ({ context, self }) => {
        const back = (event: BatchEditEvent) => {
          self.send(event);
        };
        const id = context.job?.id;
        if (id === undefined) return;
        void client.call("cancelJob", { params: { path: { id } } }).then((result) => {
          if (result.ok) back({ type: "job.update", job: result.data });
          else back({ type: "run.error", message: messageOf(result.error) });
        });
      },
      requestReport: ({ context, self }) => {
        const back = (event: BatchEditEvent) => {
          self.send(event);
        };
        const id = context.job?.id;
        if (id === undefined) return;
        void client.call("getBatchEditReport", { params: { path: { id } } }).then((result) => {
          back(
            result.ok
              ? { type: "report.done", report: result.data }
              : { type: "report.error", message: messageOf(result.error) },
          );
        });
      },
    },
  });
  const actor = useActorRef(machine, { input: { validators: rules?.validators ?? {} } });
  useEffect(
    () => () => {
      for (const controller of polls) controller.abort();
    },
    [polls],
  );
  // The host's validators arrive after the actor started: the machine takes them at any step.
  const validators = rules?.validators;
  useEffect(() => {
    if (validators !== undefined) actor.send({ type: "validators.loaded", validators });
  }, [actor, validators]);
  const state = useSelector(actor, (snapshot) => snapshot.value as string);
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const run = useSelector(actor, (snapshot) => {
    const child = snapshot.children.run as { getSnapshot: () => { value: unknown } } | undefined;
    return child === undefined ? null : (child.getSnapshot().value as string);
  });
  const send = useCallback(
    (event: BatchEditEvent) => {
      actor.send(event);
    },
    [actor],
  );
  return { state, context, run, send };
}
