import { BULK_STEPS } from "@canvass/machines";
import { ImportSteps, PageHeader } from "@canvass/ui";
import { useMemo } from "react";
import { useT } from "../../i18n/use-t";
import { PageFrame } from "../../patterns";
import { MapStep } from "./MapStep";
import { previewRows } from "./preview-rows";
import { PreviewStep } from "./PreviewStep";
import { ResultStep } from "./ResultStep";
import { SourceStep } from "./SourceStep";
import { useBulkWizard } from "./use-bulk-wizard";

/**
 * `/users/bulk` (CreateBulkUsers; the route's gate checks it): create many users from a CSV or
 * XLSX file or pasted text, in four steps — source, columns, preview, result. The flow is the
 * bulk wizard machine of @canvass/machines (`use-bulk-wizard.ts`), which keeps everything the
 * operator gave while steps are revisited and failed calls retried; the page renders its view.
 */
export function UsersBulkPage() {
  const t = useT();
  const wizard = useBulkWizard();
  const { context, view, send } = wizard;
  // Focus moves to a step's heading only after the operator changed step, not on arrival.
  const focusOnShow = context.moved;

  const shownRows = useMemo(
    () => previewRows(view.rows, view.problems),
    [view.rows, view.problems],
  );
  const steps = BULK_STEPS.map((id) => ({ id, label: t(`bulk.step.${id}`) }));

  return (
    <PageFrame width="wide" data-screen="users-bulk">
      <PageHeader title={t("bulk.title")} description={t("bulk.description")} />
      <ImportSteps
        steps={steps}
        current={view.step}
        label={t("bulk.steps")}
        doneLabel={t("bulk.stepDone")}
        canOpen={(step) => view.openable.some((id) => id === step)}
        onStepChange={(step) => {
          const target = BULK_STEPS.find((id) => id === step);
          if (target !== undefined) send({ type: "bulk.open", step: target });
        }}
      />
      {view.step === "source" ? <SourceStep wizard={wizard} focusOnShow={focusOnShow} /> : null}
      {view.step === "map" ? <MapStep wizard={wizard} focusOnShow={focusOnShow} /> : null}
      {view.step === "preview" ? (
        <PreviewStep wizard={wizard} focusOnShow={focusOnShow} rows={shownRows} />
      ) : null}
      {view.step === "result" && view.create.status === "created" ? (
        <ResultStep
          rows={view.rows}
          report={view.create.report}
          focusOnShow={focusOnShow}
          onRestart={() => {
            send({ type: "bulk.restart" });
          }}
        />
      ) : null}
    </PageFrame>
  );
}
