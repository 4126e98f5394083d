import type { EditorValues } from "@canvass/machines";
import { Button, ConfirmModal } from "@canvass/ui";
import { useT } from "../../i18n/use-t";
import { fieldProblemText } from "../../patterns/form/problem-words";
import type { BuiltSubPage, SubPageSpec } from "./sub-page-spec";
import { useCampaignEditor } from "./use-campaign-editor";

/**
 * One sub-page of the campaign editor: its fields with the problems next to them, then the
 * failure (if any), Save ("Still saving…" when slow) and Discard; "Saved" after a save. Read-only
 * operators see the values and no buttons. Leaving with unsaved values asks first.
 */
export function SubPageEditor(props: {
  readonly spec: BuiltSubPage;
  readonly id: string;
  readonly canEdit: boolean;
  readonly label: (values: EditorValues) => string;
  readonly onSaved: () => void;
  /** The campaign's title as loaded (for a sub-page with its own editor). */
  readonly title?: string;
}) {
  const { spec } = props;
  if ("Page" in spec) {
    const { Page } = spec;
    return <Page id={props.id} canEdit={props.canEdit} title={props.title ?? ""} />;
  }
  return <SpecSubPageEditor {...props} spec={spec} />;
}

function SpecSubPageEditor({
  spec,
  id,
  canEdit,
  label,
  onSaved,
}: {
  readonly spec: SubPageSpec;
  readonly id: string;
  readonly canEdit: boolean;
  readonly label: (values: EditorValues) => string;
  readonly onSaved: () => void;
}) {
  const t = useT();
  const { actor, state, context, stay, discardAndLeave } = useCampaignEditor(spec, id, {
    canEdit,
    label,
    onSaved,
  });
  if (state === "loading") {
    return <p className="text-sm text-muted">{t("campaignEdit.loading")}</p>;
  }
  if (state === "loadFailed") {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="text-sm">{t("campaignEdit.loadFailed")}</p>
        <Button
          type="button"
          variant="secondary"
          onClick={() => {
            actor.send({ type: "editor.retry" });
          }}
        >
          {t("campaignEdit.retry")}
        </Button>
      </div>
    );
  }
  const saving = state === "saving";
  const problems = Object.fromEntries(
    Object.entries(context.problems).map(([field, code]) => [field, fieldProblemText(t, code)]),
  );
  const failure = context.failure;
  const { Fields } = spec;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "editor.save" });
      }}
    >
      {canEdit ? null : (
        <p className="rounded-lg border border-border px-3 py-2 text-sm text-muted">
          {t("campaignEdit.readOnly")}
        </p>
      )}
      <fieldset disabled={!canEdit || saving} className="flex flex-col gap-4">
        <Fields
          values={context.values}
          problems={problems}
          readOnly={!canEdit}
          change={(field, value) => {
            actor.send({ type: "editor.change", field, value });
          }}
        />
      </fieldset>
      {state === "failed" && failure !== null ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger-soft px-3 py-2 text-sm text-danger-text"
        >
          {failure.kind === "fields"
            ? t("form.invalid")
            : failure.kind === "retry"
              ? t("campaignEdit.failedKept")
              : t("campaignEdit.refused", { status: failure.status ?? 0 })}
        </p>
      ) : null}
      {canEdit ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit" loading={saving} disabled={state !== "dirty" && state !== "failed"}>
            {state === "failed" && failure?.kind === "retry" ? t("form.retry") : t("form.save")}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={saving || (state !== "dirty" && state !== "failed")}
            onClick={() => {
              actor.send({ type: "editor.discard" });
            }}
          >
            {t("campaignEdit.discard")}
          </Button>
          <span role="status" className="text-sm text-muted">
            {saving
              ? context.slow
                ? t("campaignEdit.stillSaving")
                : t("campaignEdit.saving")
              : state === "saved"
                ? t("campaignEdit.saved")
                : ""}
          </span>
        </div>
      ) : null}
      <ConfirmModal
        open={state === "confirmingLeave"}
        severity="warning"
        title={t("form.unsavedTitle")}
        description={t("form.unsavedBody")}
        continueText={t("form.unsavedLeave")}
        cancelText={t("form.unsavedStay")}
        onContinue={discardAndLeave}
        onCancel={stay}
      />
    </form>
  );
}
