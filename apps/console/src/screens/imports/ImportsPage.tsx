import { ImportSteps, PageHeader } from "@canvass/ui";
import { useT } from "../../i18n/use-t";
import { PageFrame } from "../../patterns";
import { DryRunStep } from "./DryRunStep";
import { MapStep } from "./MapStep";
import { ReportStep } from "./ReportStep";
import { RunStep } from "./RunStep";
import { SourceStep } from "./SourceStep";
import { useImportWizard, type ImportWizardState } from "./use-import-wizard";

const STEPS = ["source", "map", "dryRun", "run", "report"] as const;
type Step = (typeof STEPS)[number];

const STEP_OF: Readonly<Record<ImportWizardState, Step>> = {
  source: "source",
  reading: "source",
  map: "map",
  checking: "map",
  decide: "dryRun",
  starting: "dryRun",
  running: "run",
  cancelling: "run",
  report: "report",
};

/**
 * `/imports` (StartImports; imports: create for root and admin, the route's gate): submissions
 * from a CSV or XLSX file in five steps — upload (or an earlier upload), mapping, dry run with
 * every bad row and likely duplicate, the run as a job, the report. The flow is
 * `importWizardMachine` of @canvass/machines (`use-import-wizard.ts`); the page draws its state.
 * Steps move with the step's own buttons; the step list says where the operator is.
 */
export function ImportsPage() {
  const t = useT();
  const wizard = useImportWizard();
  const step = STEP_OF[wizard.state];
  return (
    <PageFrame width="wide" data-screen="imports">
      <PageHeader title={t("imports.title")} description={t("imports.description")} />
      <ImportSteps
        steps={STEPS.map((id) => ({ id, label: t(`imports.step.${id}`) }))}
        current={step}
        label={t("imports.steps")}
        doneLabel={t("imports.stepDone")}
        canOpen={() => false}
        onStepChange={() => undefined}
      />
      {step === "source" ? <SourceStep wizard={wizard} /> : null}
      {step === "map" ? <MapStep wizard={wizard} /> : null}
      {step === "dryRun" ? <DryRunStep wizard={wizard} /> : null}
      {step === "run" ? <RunStep wizard={wizard} /> : null}
      {step === "report" ? <ReportStep wizard={wizard} /> : null}
    </PageFrame>
  );
}
