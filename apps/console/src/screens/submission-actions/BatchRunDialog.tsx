/**
 * The progress dialog of a submission action over one or many submissions, driven by
 * `batchRunMachine` (decision 0023): a filter is expanded into ids (progress), a confirmation
 * names the exact count, the calls run four at a time with a progress bar and a Stop, and the
 * summary lists every failure with its reason (CSV download, retry of the failed ones).
 */
import {
  batchFailuresCsv,
  batchRunMachine,
  createBatchRunActors,
  selectBatchRunView,
  type BatchCall,
} from "@canvass/machines";
import type { CanvassClient } from "@canvass/sdk/client";
import { formatNumber } from "@canvass/sdk/money";
import { SUBS_EXPAND_CAP, expandSubsSelection } from "@canvass/sdk/queries";
import { Button, Dialog } from "@canvass/ui";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useRuntime } from "../../app/runtime-context";
import { useLocale } from "../../i18n/use-locale";
import { useT, type Translate } from "../../i18n/use-t";
import { downloadText } from "../../patterns";
import { useNotify } from "../../shell/use-notify";
import type { BatchTarget, ChosenAction } from "./batch-target";

export interface BatchRunDialogProps {
  readonly target: BatchTarget;
  readonly chosen: ChosenAction;
  /** Ask before running ids given (always asked for a filter). */
  readonly confirm: boolean;
  /** Closed; `succeeded` are the ids the action was done for. */
  readonly onClose: (succeeded: readonly string[]) => void;
}

/** The action's call for one id. */
function callOf(client: CanvassClient, chosen: ChosenAction): BatchCall {
  return async (id) => {
    const result =
      chosen.action === "reassign"
        ? await client.call("reassignAccount", {
            params: { path: { id }, query: { playerId: chosen.playerId } },
          })
        : chosen.action === "resend"
          ? await client.call("resendAccountTask", {
              params: { path: { id, task: chosen.task } },
            })
          : await client.call("deleteAccount", { params: { path: { id } } });
    return result.ok ? { ok: true } : { ok: false, reason: result.error.message };
  };
}

function titleOf(t: Translate, chosen: ChosenAction): string {
  if (chosen.action === "reassign") return t("batch.title.reassign", { name: chosen.playerName });
  if (chosen.action === "resend") return t("batch.title.resend", { task: chosen.task });
  return t("batch.title.delete");
}

function confirmationOf(t: Translate, chosen: ChosenAction, count: number): string {
  if (chosen.action === "reassign")
    return t("batch.confirm.reassign", { count, name: chosen.playerName });
  if (chosen.action === "resend") return t("batch.confirm.resend", { count, task: chosen.task });
  return t("batch.confirm.delete", { count });
}

function goOf(t: Translate, chosen: ChosenAction): string {
  if (chosen.action === "reassign") return t("batch.go.reassign");
  if (chosen.action === "resend") return t("batch.go.resend");
  return t("batch.go.delete");
}

/** A progress bar with its accessible name, value and text (`role="progressbar"`). */
function ProgressBar(props: { label: string; value: number; max: number; text: string }) {
  const share = props.max > 0 ? Math.min(1, props.value / props.max) : 0;
  return (
    <div
      role="progressbar"
      aria-label={props.label}
      aria-valuenow={props.value}
      aria-valuemin={0}
      aria-valuemax={props.max}
      aria-valuetext={props.text}
      data-slot="batch-progress"
      className="h-2 w-full overflow-hidden rounded-full bg-surface-muted"
    >
      <div className="h-full bg-primary transition-[width]" style={{ width: `${share * 100}%` }} />
    </div>
  );
}

export function BatchRunDialog({ target, chosen, confirm, onClose }: BatchRunDialogProps) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const { client } = useRuntime().services;
  // One dialog per chosen action: the machine and its call are made once.
  const [machine] = useState(() =>
    batchRunMachine.provide({
      actors: createBatchRunActors({
        expand: (query, onProgress, signal) =>
          expandSubsSelection(
            query,
            async (page, pageSignal) => {
              const result = await client.call("queryAccounts", {
                params: { query: page },
                ...(pageSignal === undefined ? {} : { signal: pageSignal }),
              });
              if (!result.ok) throw result.error;
              return result.data;
            },
            { onProgress, signal },
          ),
        call: callOf(client, chosen),
      }),
    }),
  );
  const actor = useActorRef(machine, {
    input: {
      source:
        target.kind === "ids"
          ? { kind: "ids", ids: target.ids }
          : { kind: "filter", query: target.query },
      confirm,
    },
  });
  const view = useSelector(actor, selectBatchRunView);
  const succeededIds = useSelector(actor, (snapshot) => snapshot.context.succeeded);
  const number = (value: number) => formatNumber(value, locale);
  const close = () => {
    onClose(succeededIds);
  };

  // Ids given that all went well close by themselves, with a toast (as the single actions did).
  const quiet = target.kind === "ids" && !confirm;
  useEffect(() => {
    if (!quiet) return;
    const subscription = actor.subscribe((snapshot) => {
      const { succeeded, failed } = snapshot.context;
      if (!snapshot.matches("done") || failed.length > 0) return;
      notify({ severity: "success", title: t("actions.succeeded", { count: succeeded.length }) });
      onClose(succeeded);
    });
    return () => {
      subscription.unsubscribe();
    };
  }, [actor, quiet, notify, t, onClose]);

  const running = view.step === "running" || view.step === "stopping";
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !running) {
          if (view.canCancel) actor.send({ type: "batch.cancel" });
          close();
        }
      }}
      title={titleOf(t, chosen)}
      dismissible={!running}
      showCloseButton={!running}
      closeLabel={t("batch.close")}
    >
      <div className="flex flex-col gap-3 text-sm" data-slot="batch-run" data-state={view.step}>
        {view.step === "expanding" ? (
          <>
            <ProgressBar
              label={t("batch.expandingLabel")}
              value={view.gathered}
              max={SUBS_EXPAND_CAP}
              text={number(view.gathered)}
            />
            <p role="status">{t("batch.expanding", { count: number(view.gathered) })}</p>
          </>
        ) : null}
        {view.step === "confirming" ? (
          <>
            <p role="status">{confirmationOf(t, chosen, view.total)}</p>
            {target.kind === "ids" && view.total <= 10 ? (
              <p className="text-fg-muted">
                {t("batch.confirm.ids", { ids: target.ids.join(", ") })}
              </p>
            ) : null}
          </>
        ) : null}
        {running ? (
          <>
            <ProgressBar
              label={t("batch.progressLabel")}
              value={view.progress}
              max={view.runTotal}
              text={t("batch.progress", {
                done: number(view.progress),
                total: number(view.runTotal),
                failed: number(view.failed.length),
              })}
            />
            <p role="status">
              {t("batch.progress", {
                done: number(view.progress),
                total: number(view.runTotal),
                failed: number(view.failed.length),
              })}
            </p>
            {view.step === "stopping" ? <p>{t("batch.stopping")}</p> : null}
          </>
        ) : null}
        {view.step === "done" || view.step === "cancelled" ? (
          <p role="status">
            {view.step === "done"
              ? t("batch.summary", {
                  succeeded: number(view.succeeded),
                  failed: number(view.failed.length),
                })
              : t("batch.summaryCancelled", {
                  succeeded: number(view.succeeded),
                  failed: number(view.failed.length),
                  notStarted: number(view.notStarted),
                })}
          </p>
        ) : null}
        {view.failed.length > 0 && !running ? (
          <ul
            aria-label={t("batch.failuresLabel")}
            className="flex max-h-48 flex-col gap-1 overflow-y-auto"
          >
            {view.failed.map((failure) => (
              <li key={failure.id}>
                <span className="font-mono">{failure.id}</span>: {failure.reason}
              </li>
            ))}
          </ul>
        ) : null}
        {view.step === "failed" && view.failure !== undefined ? (
          <p role="alert" className="text-danger-text">
            {view.failure.kind === "tooMany"
              ? t("batch.tooMany", {
                  count: number(view.failure.count),
                  cap: number(view.failure.cap),
                })
              : t("batch.expandFailed", { reason: view.failure.message })}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {view.step === "confirming" ? (
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  actor.send({ type: "batch.cancel" });
                  close();
                }}
              >
                {t("batch.cancel")}
              </Button>
              <Button
                variant={chosen.action === "delete" ? "danger" : "primary"}
                onClick={() => {
                  actor.send({ type: "batch.confirm" });
                }}
              >
                {goOf(t, chosen)}
              </Button>
            </>
          ) : null}
          {view.step === "expanding" ? (
            <Button
              variant="secondary"
              onClick={() => {
                actor.send({ type: "batch.cancel" });
                close();
              }}
            >
              {t("batch.cancel")}
            </Button>
          ) : null}
          {running ? (
            <Button
              variant="secondary"
              disabled={view.step === "stopping"}
              onClick={() => {
                actor.send({ type: "batch.cancel" });
              }}
            >
              {t("batch.stop")}
            </Button>
          ) : null}
          {view.canRetry ? (
            <Button
              onClick={() => {
                actor.send({ type: "batch.retry" });
              }}
            >
              {t("batch.retry")}
            </Button>
          ) : null}
          {view.failed.length > 0 && view.finished ? (
            <Button
              variant="secondary"
              onClick={() => {
                downloadText(batchFailuresCsv(view.failed), "failed-submissions.csv");
              }}
            >
              {t("batch.downloadFailures")}
            </Button>
          ) : null}
          {view.canRetryFailed ? (
            <Button
              onClick={() => {
                actor.send({ type: "batch.retryFailed" });
              }}
            >
              {t("batch.retryFailed")}
            </Button>
          ) : null}
          {view.finished ? <Button onClick={close}>{t("batch.close")}</Button> : null}
        </div>
      </div>
    </Dialog>
  );
}
