import { Button } from "@canvass/ui";
import { useT } from "../../i18n/use-t";
import { FormFailure } from "./FormFailure";
import type { SaveFailure } from "./problem-fields";

/** The end of a form: the failure message (if any), then Save (busy while saving) and Cancel. */
export function FormActions({
  failure,
  submitting,
  submitLabel,
  disabled = false,
  onCancel,
}: {
  readonly failure: SaveFailure | undefined;
  readonly submitting: boolean;
  /** "Create" on a create page; "Save" by default. */
  readonly submitLabel?: string;
  /** Nothing to save: the operator may not change this (the form says why). */
  readonly disabled?: boolean;
  readonly onCancel: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3">
      <FormFailure failure={failure} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={submitting} disabled={disabled}>
          {failure?.kind === "retry" ? t("form.retry") : (submitLabel ?? t("form.save"))}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={submitting}>
          {t("form.cancel")}
        </Button>
      </div>
    </div>
  );
}
