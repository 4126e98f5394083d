import { failedRowsCsv } from "@canvass/sdk/imports";
import { Button } from "@canvass/ui";
import { Download } from "lucide-react";
import { useT } from "../../i18n/use-t";
import { downloadText } from "../../patterns";
import { StepFrame } from "../users-bulk/StepFrame";
import { fieldName, runFailureText, rowProblem } from "./import-words";
import { useRunReport } from "./use-run-report";
import type { ImportWizard } from "./use-import-wizard";

/** The failed rows' file name: `donors.csv` → `donors-failed-rows.csv`. */
export const failedRowsName = (file: string): string =>
  `${file.replace(/\.(csv|xlsx)$/i, "")}-failed-rows.csv`;

/** Step 5: what the run did — created, updated, skipped, failed — and the failed rows to fix. */
export function ReportStep({ wizard }: { readonly wizard: ImportWizard }) {
  const t = useT();
  const { context, send } = wizard;
  const job = context.job;
  const report = useRunReport(job, context.dryRun?.id);
  const status = job?.status ?? "failed";
  const written = report === undefined ? 0 : report.created + report.updated;

  return (
    <StepFrame
      title={t("imports.report.title")}
      focusOnShow={false}
      actions={
        <>
          {report !== undefined && report.failedRows.length > 0 ? (
            <Button
              variant="secondary"
              icon={<Download size={16} />}
              onClick={() => {
                // The report's errors carry their codes; a report saved before they did takes the
                // dry run's.
                const codes = new Map(
                  (context.dryRun?.errors ?? []).map((error) => [
                    `${String(error.row)}:${error.field ?? ""}`,
                    (error as { code?: string }).code,
                  ]),
                );
                const problems = new Map<number, string[]>();
                for (const error of report.errors) {
                  const code = error.code ?? codes.get(`${String(error.row)}:${error.field ?? ""}`);
                  const problem = rowProblem(t, {
                    ...error,
                    ...(code === undefined ? {} : { code }),
                  });
                  const words = `${error.field === undefined ? "" : `${fieldName(t, error.field)}: `}${problem}`;
                  problems.set(error.row, [...(problems.get(error.row) ?? []), words]);
                }
                const rows = report.failedRows.map((row) => ({
                  ...row,
                  problems: problems.get(row.row) ?? row.problems,
                }));
                downloadText(
                  failedRowsCsv(report.header, rows),
                  failedRowsName(context.source?.name ?? "import.csv"),
                );
              }}
            >
              {t("imports.report.download")}
            </Button>
          ) : null}
          <Button
            onClick={() => {
              send({ type: "import.restart" });
            }}
          >
            {t("imports.report.again")}
          </Button>
        </>
      }
    >
      <p role="status" className="text-sm font-medium text-fg" data-slot="import-report-status">
        {status === "done"
          ? report?.note === undefined
            ? t("imports.report.done")
            : t("imports.report.refused", { count: report.stop?.count ?? report.failed })
          : status === "cancelled"
            ? t("imports.report.cancelled", { written })
            : t("imports.report.failed", { reason: runFailureText(t, job?.error) })}
      </p>
      {report === undefined ? null : (
        <dl
          className="grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:grid-cols-4"
          data-slot="import-report"
        >
          {(["created", "updated", "skipped", "failed"] as const).map((count) => (
            <div key={count} className="flex flex-col">
              <dt className="text-fg-muted">{t(`imports.report.count.${count}`)}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-count={count}>
                {report[count]}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </StepFrame>
  );
}
