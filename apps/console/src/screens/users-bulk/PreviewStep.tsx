import type { BulkCreateMode } from "@canvass/machines";
import { BulkPreviewSummary, Button, Spinner, type BulkPreviewFilter } from "@canvass/ui";
import { CircleAlert } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useT } from "../../i18n/use-t";
import { CallFailure } from "./CallFailure";
import { filterPreviewRows, type PreviewRow } from "./preview-rows";
import { PreviewTable } from "./PreviewTable";
import { StepFrame, type WizardStepProps } from "./StepFrame";
import { useSummaryLabels } from "./use-bulk-labels";

export interface PreviewStepProps extends WizardStepProps {
  /** The rows with every problem known so far (local pass, then the server's). */
  readonly rows: readonly PreviewRow[];
}

const MODES: readonly BulkCreateMode[] = ["validOnly", "allOrNothing"];

/**
 * Step 3: the server checks every row (the machine asks once per change of the rows); the table
 * shows each bad field's problem next to it, filtered by all / valid / with problems, and the
 * operator chooses between creating the valid rows and all or nothing. A failed call keeps
 * everything and offers a retry.
 */
export function PreviewStep({ wizard, focusOnShow, rows }: PreviewStepProps) {
  const t = useT();
  const summaryLabels = useSummaryLabels();
  const ids = useId();
  const [filter, setFilter] = useState<BulkPreviewFilter>("all");
  const { view, send } = wizard;
  const { check, create, counts, createCount, canCreate } = view;
  const shown = useMemo(() => filterPreviewRows(rows, filter), [rows, filter]);
  const creating = create.status === "creating";
  const onCreate = () => {
    send({ type: "bulk.create" });
  };

  const modeText: Record<BulkCreateMode, { label: string; hint: string }> = {
    validOnly: {
      label: t("bulk.mode.validOnly", { count: counts.valid }),
      hint: t("bulk.mode.validOnlyHint"),
    },
    allOrNothing: { label: t("bulk.mode.allOrNothing"), hint: t("bulk.mode.allOrNothingHint") },
  };

  return (
    <StepFrame
      title={t("bulk.preview.title")}
      description={t("bulk.preview.lines")}
      focusOnShow={focusOnShow}
      actions={
        <>
          <Button
            variant="secondary"
            disabled={creating}
            onClick={() => {
              send({ type: "bulk.open", step: "map" });
            }}
          >
            {t("bulk.back")}
          </Button>
          <Button disabled={!canCreate} loading={creating} onClick={onCreate}>
            {t("bulk.create", { count: createCount })}
          </Button>
        </>
      }
    >
      {check?.status === "checking" ? (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size={16} />
          {t("bulk.preview.checking")}
        </p>
      ) : null}
      {check?.status === "failed" ? (
        <CallFailure
          title={t("bulk.preview.checkFailed")}
          error={check.error}
          onRetry={() => {
            send({ type: "bulk.retry" });
          }}
        />
      ) : null}
      <BulkPreviewSummary
        counts={counts}
        filter={filter}
        onFilterChange={setFilter}
        labels={summaryLabels}
      />
      <PreviewTable rows={shown} />
      <fieldset className="flex flex-col gap-2" data-slot="bulk-mode">
        <legend className="mb-1 text-sm font-semibold text-fg">{t("bulk.mode.legend")}</legend>
        {MODES.map((mode) => (
          <div key={mode} className="flex items-start gap-2 text-sm text-fg">
            <input
              id={`${ids}-${mode}`}
              type="radio"
              name={`${ids}-mode`}
              value={mode}
              checked={view.createMode === mode}
              aria-describedby={`${ids}-${mode}-hint`}
              onChange={() => {
                send({ type: "bulk.createMode", mode });
              }}
              className="mt-1 accent-primary"
            />
            <div className="flex flex-col">
              <label htmlFor={`${ids}-${mode}`} className="font-medium">
                {modeText[mode].label}
              </label>
              <span id={`${ids}-${mode}-hint`} className="text-fg-muted">
                {modeText[mode].hint}
              </span>
            </div>
          </div>
        ))}
      </fieldset>
      {create.status === "refused" ? (
        <div
          role="alert"
          data-slot="bulk-refused"
          className="flex items-start gap-2 rounded-md border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger-text"
        >
          <CircleAlert size={16} aria-hidden="true" className="mt-0.5 shrink-0" />
          <p>{t("bulk.preview.refused", { count: create.problems.length })}</p>
        </div>
      ) : null}
      {create.status === "failed" ? (
        <CallFailure
          title={t("bulk.preview.createFailed")}
          error={create.error}
          onRetry={onCreate}
        />
      ) : null}
    </StepFrame>
  );
}
