import { batchReportCsv } from "@canvass/sdk/batch-edit";
import { jobProgressPercent } from "@canvass/sdk/jobs";
import { canApplyBatch } from "@canvass/machines";
import { Button, Card } from "@canvass/ui";
import { useIntl } from "react-intl";
import { useT } from "../../i18n/use-t";
import { fieldLabel } from "../lookup/field-text";
import type { BatchEdit } from "./use-batch-edit";

function shown(value: string | number | boolean | null): string {
  return value === null || value === "" ? "—" : String(value);
}

function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 1000);
}

/** The preview (old → new, problems), then the run's progress and cancel, then the report. */
export function BatchEditResults({ batch }: { readonly batch: BatchEdit }) {
  const t = useT();
  const intl = useIntl();
  const { context, send, state, run } = batch;
  const preview = context.preview;
  if (state === "applying" || state === "reporting") {
    const progress = context.job?.progress ?? { done: 0, total: null };
    const percent = jobProgressPercent(progress);
    return (
      <Card title={t("batchEdit.applyingTitle")} data-slot="batch-run">
        <div className="flex flex-col gap-3">
          <progress
            className="w-full"
            aria-label={t("batchEdit.progressLabel")}
            max={100}
            value={percent ?? undefined}
          />
          <p role="status" className="text-sm">
            {run === "cancelling"
              ? t("batchEdit.cancelling")
              : t("batchEdit.progress", { done: progress.done, total: progress.total ?? "…" })}
          </p>
          {context.error !== null ? (
            <p role="alert" className="text-sm text-danger-text">
              {t("batchEdit.callFailed", { reason: context.error })}
            </p>
          ) : null}
          <div>
            <Button
              variant="secondary"
              disabled={run === "cancelling" || state === "reporting"}
              onClick={() => {
                send({ type: "run.cancel" });
              }}
            >
              {t("batchEdit.cancel")}
            </Button>
          </div>
        </div>
      </Card>
    );
  }
  if (state === "report") {
    const report = context.report;
    return (
      <Card title={t("batchEdit.reportTitle")} data-slot="batch-report">
        <div className="flex flex-col gap-3">
          {context.job?.status === "cancelled" ? (
            <p className="text-sm text-warning-text">{t("batchEdit.cancelled")}</p>
          ) : null}
          {context.job?.status === "failed" ? (
            <p role="alert" className="text-sm text-danger-text">
              {t("batchEdit.callFailed", { reason: context.job.error ?? "" })}
            </p>
          ) : null}
          {report === null ? (
            <p role="alert" className="text-sm text-danger-text">
              {t("batchEdit.callFailed", { reason: context.error ?? "" })}
            </p>
          ) : (
            <>
              <p role="status" className="text-sm" data-slot="batch-report-counts">
                {t("batchEdit.reportCounts", {
                  changed: report.Changed,
                  unchanged: report.Unchanged,
                  failed: report.Failed,
                })}
              </p>
              {report.Rows.some((row) => row.Outcome === "failed") ? (
                <ul className="list-disc pl-5 text-sm" aria-label={t("batchEdit.failedLabel")}>
                  {report.Rows.filter((row) => row.Outcome === "failed")
                    .slice(0, 50)
                    .map((row) => (
                      <li key={row.ID}>
                        <span className="font-mono">{row.ID}</span>: {row.Message}
                      </li>
                    ))}
                </ul>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => {
                    download(batchReportCsv(report.Rows), "batch-edit-report.csv");
                  }}
                >
                  {t("batchEdit.download")}
                </Button>
                <Button
                  variant="ghost"
                  onClick={() => {
                    send({ type: "restart" });
                  }}
                >
                  {t("batchEdit.restart")}
                </Button>
              </div>
            </>
          )}
        </div>
      </Card>
    );
  }
  if (state !== "reviewing" || preview === null) return null;
  return (
    <Card title={t("batchEdit.previewTitle")} data-slot="batch-preview">
      <div className="flex flex-col gap-3">
        <p role="status" className="text-sm" data-slot="batch-preview-counts">
          {t("batchEdit.previewCounts", {
            count: preview.Count,
            changing: preview.Changing,
            unchanged: preview.Unchanged,
            failing: preview.Failing,
          })}
        </p>
        <div className="max-h-96 overflow-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("batchEdit.previewTitle")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("batchEdit.col.id")}</th>
                <th scope="col">{t("batchEdit.col.changes")}</th>
                <th scope="col">{t("batchEdit.col.problems")}</th>
              </tr>
            </thead>
            <tbody>
              {preview.Items.map((item) => (
                <tr key={item.ID} data-outcome={item.Outcome} className="border-t border-border">
                  <td className="py-1 pr-2 font-mono">{item.ID}</td>
                  <td className="py-1 pr-2">
                    {item.Changes.map((change) => (
                      <div key={change.Field}>
                        {fieldLabel(change.Field, intl)}: {shown(change.Old)} → {shown(change.New)}
                      </div>
                    ))}
                    {item.Outcome === "same" ? t("batchEdit.same") : null}
                  </td>
                  <td className="py-1 text-danger-text">
                    {item.Problems.map((problem) => problem.message).join("; ")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {context.error !== null ? (
          <p role="alert" className="text-sm text-danger-text">
            {t("batchEdit.callFailed", { reason: context.error })}
          </p>
        ) : null}
        <div>
          <Button
            disabled={!canApplyBatch(context)}
            onClick={() => {
              send({ type: "apply" });
            }}
          >
            {t("batchEdit.apply", { count: preview.Changing })}
          </Button>
        </div>
      </div>
    </Card>
  );
}
