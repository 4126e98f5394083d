import { jobProgressPercent } from "@canvass/sdk/jobs";
import { Button } from "@canvass/ui";
import { useT } from "../../i18n/use-t";
import { StepFrame } from "../users-bulk/StepFrame";
import { CallAlert } from "./CallAlert";
import type { ImportWizard } from "./use-import-wizard";

/** Step 4: the queued run, its progress (writes made of writes planned) and a cancel. */
export function RunStep({ wizard }: { readonly wizard: ImportWizard }) {
  const t = useT();
  const { state, context, send } = wizard;
  const progress = context.job?.progress ?? { done: 0, total: null };
  const percent = jobProgressPercent(progress);
  return (
    <StepFrame title={t("imports.run.title")} focusOnShow={false}>
      <div className="flex flex-col gap-2">
        <progress
          className="h-2 w-full"
          aria-label={t("imports.run.progress")}
          max={100}
          {...(percent === null ? {} : { value: percent })}
        />
        <p role="status" className="text-sm text-fg" data-slot="import-progress">
          {progress.total === null
            ? t("imports.run.queued")
            : t("imports.run.done", { done: progress.done, total: progress.total })}
        </p>
      </div>
      <div>
        <Button
          variant="secondary"
          loading={state === "cancelling"}
          onClick={() => {
            send({ type: "import.cancel" });
          }}
        >
          {t("imports.run.cancel")}
        </Button>
      </div>
      <CallAlert error={context.error} />
    </StepFrame>
  );
}
