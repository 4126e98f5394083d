/**
 * Running an instance (RunExports: admin or manager): "Run now" queues the run
 * (`runExportOption`), the job is followed with the SDK's `pollJob` and drawn by
 * `jobRunMachine` — queued, running with rows written of rows expected, done, failed with the
 * reason, cancelled — with cancel (`cancelJob`), run again (`retryJob`), the file's download
 * and the delivery log of the instance's latest runs.
 */
import type { Job } from "@canvass/sdk/jobs";
import { jobProgressPercent, pollJob } from "@canvass/sdk/jobs";
import { jobRunMachine, type JobRunEvent } from "@canvass/machines";
import { Button, Card } from "@canvass/ui";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { useRuntime } from "../../app/runtime-context";
import { useT } from "../../i18n/use-t";
import { useApiQuery } from "../../patterns";
import { downloadRun } from "./download-run";

interface Sender {
  send: (event: JobRunEvent) => void;
}

/** The job being followed (one at a time) and the delivery log's reload, for the machine's actions. */
function createOutside() {
  let following: AbortController | null = null;
  let reload = () => {
    // Replaced once the log's query exists.
  };
  return {
    follow(): AbortController {
      following?.abort();
      following = new AbortController();
      return following;
    },
    stop(): void {
      following?.abort();
    },
    setReload(next: () => void): void {
      reload = next;
    },
    reloadRuns(): void {
      reload();
    },
  };
}

export function RunPanel({
  optionId,
  mayRun,
}: {
  readonly optionId: string;
  readonly mayRun: boolean;
}) {
  const t = useT();
  const intl = useIntl();
  const { client } = useRuntime().services;
  const runs = useApiQuery(`export-runs:${optionId}`, (signal) =>
    client.call("listExportOptionRuns", { params: { path: { id: optionId } }, signal }),
  );
  // What the machine's actions reach outside it: the job being followed and the log's reload.
  const [outside] = useState(createOutside);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [machine] = useState(() => {
    const track = (self: Sender, id: string) => {
      const controller = outside.follow();
      void pollJob(client, id, {
        signal: controller.signal,
        maxDelayMs: 1000,
        onUpdate: (job: Job) => {
          self.send({ type: "job.update", job });
        },
      }).then((result) => {
        if (controller.signal.aborted) return;
        if (!result.ok) self.send({ type: "run.error", message: result.error.message });
        outside.reloadRuns();
      });
    };
    return jobRunMachine.provide({
      actions: {
        requestStart: ({ self }) => {
          void client
            .call("runExportOption", { params: { path: { id: optionId } } })
            .then((result) => {
              if (!result.ok) {
                self.send({ type: "run.error", message: result.error.message });
                return;
              }
              outside.reloadRuns();
              track(self, result.data.runId);
            });
        },
        requestCancel: ({ context, self }) => {
          const id = context.job?.id;
          if (id === undefined) return;
          void client.call("cancelJob", { params: { path: { id } } }).then((result) => {
            if (!result.ok) self.send({ type: "run.error", message: result.error.message });
          });
        },
        requestRetry: ({ context, self }) => {
          const id = context.job?.id;
          if (id === undefined) return;
          void client.call("retryJob", { params: { path: { id } } }).then((result) => {
            if (!result.ok) {
              self.send({ type: "run.error", message: result.error.message });
              return;
            }
            track(self, id);
          });
        },
      },
    });
  });
  const actor = useActorRef(machine);
  const send = (event: JobRunEvent) => {
    actor.send(event);
  };
  useEffect(() => {
    outside.setReload(runs.reload);
  }, [outside, runs.reload]);
  useEffect(
    () => () => {
      outside.stop();
    },
    [outside],
  );
  const state = useSelector(actor, (snapshot) => snapshot.value);
  const job = useSelector(actor, (snapshot) => snapshot.context.job);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const percent = job === null ? null : jobProgressPercent(job.progress);
  const current = runs.data?.Result.find((run) => run.runId === job?.id);
  const fileUrl = state === "done" ? current?.url : undefined;
  const failedMessage = current?.message ?? job?.error ?? error ?? undefined;
  const when = (iso: string) => intl.formatDate(iso, { dateStyle: "medium", timeStyle: "medium" });
  const busy =
    state === "starting" ||
    state === "queued" ||
    state === "running" ||
    state === "cancelling" ||
    state === "retrying";

  return (
    <Card title={t("exports.run.title")}>
      <div className="flex flex-col gap-4" data-slot="export-run" data-state={state}>
        {mayRun ? (
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              disabled={busy}
              onClick={() => {
                send({ type: "run.start" });
              }}
            >
              {t("exports.run.start")}
            </Button>
            {state === "queued" || state === "running" ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  send({ type: "run.cancel" });
                }}
              >
                {t("exports.run.cancel")}
              </Button>
            ) : null}
            {state === "failed" || state === "cancelled" ? (
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  send({ type: "run.retry" });
                }}
              >
                {t("exports.run.retry")}
              </Button>
            ) : null}
            {fileUrl === undefined ? null : (
              <Button
                type="button"
                variant="secondary"
                onClick={() => {
                  setDownloadFailed(false);
                  const extension = fileUrl.split(".").pop() ?? "csv";
                  void downloadRun(client, fileUrl, `export-${optionId}.${extension}`).then(
                    (failure) => {
                      setDownloadFailed(failure !== undefined);
                    },
                  );
                }}
              >
                {t("exports.run.download")}
              </Button>
            )}
          </div>
        ) : null}
        <div role="status" className="flex flex-col gap-2">
          <p className="text-sm font-medium">{t(`exports.run.status.${state}`)}</p>
          {job !== null &&
          (state === "running" ||
            state === "queued" ||
            state === "cancelling" ||
            state === "done") ? (
            <>
              <progress
                className="w-full"
                aria-label={t("exports.run.progress")}
                max={100}
                {...(percent === null ? {} : { value: state === "done" ? 100 : percent })}
              />
              <p className="text-sm" data-slot="export-run-rows">
                {job.progress.total === null
                  ? t("exports.run.rowsUnknown", { done: job.progress.done })
                  : t("exports.run.rows", { done: job.progress.done, total: job.progress.total })}
              </p>
            </>
          ) : null}
          {state === "failed" && failedMessage !== undefined ? (
            <p className="text-sm text-danger-text">
              {t("exports.run.failedBecause", { message: failedMessage })}
            </p>
          ) : null}
          {downloadFailed ? <p className="text-sm text-danger-text">{t("form.failed")}</p> : null}
        </div>
        <div>
          <h3 className="mb-2 text-sm font-medium">{t("exports.run.log.title")}</h3>
          {(runs.data?.Result.length ?? 0) === 0 ? (
            <p className="text-sm text-fg-muted">{t("exports.run.log.empty")}</p>
          ) : (
            <div className="max-w-full overflow-x-auto">
              <table className="w-full text-left text-sm" aria-label={t("exports.run.log.title")}>
                <thead>
                  <tr>
                    <th scope="col" className="border-b border-border px-2 py-1">
                      {t("exports.run.log.started")}
                    </th>
                    <th scope="col" className="border-b border-border px-2 py-1">
                      {t("exports.run.log.status")}
                    </th>
                    <th scope="col" className="border-b border-border px-2 py-1">
                      {t("exports.run.log.rows")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {(runs.data?.Result ?? []).map((run) => (
                    <tr key={run.runId}>
                      <td className="border-b border-border px-2 py-1">{when(run.started)}</td>
                      <td className="border-b border-border px-2 py-1">
                        {t(`exports.run.status.${run.status}`)}
                        {run.status === "failed" && run.message !== undefined
                          ? ` — ${run.message}`
                          : ""}
                      </td>
                      <td className="border-b border-border px-2 py-1">
                        {run.rows === undefined ? "" : intl.formatNumber(run.rows)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      </div>
    </Card>
  );
}
