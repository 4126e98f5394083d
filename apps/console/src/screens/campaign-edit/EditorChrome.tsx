import { Button, ConfirmModal } from "@canvass/ui";
import { useT } from "../../i18n/use-t";

/** What a failed save says, as both editor machines report it. */
interface SaveFailure {
  readonly kind: "fields" | "retry" | "other";
  readonly status: number | undefined;
}

/**
 * The loading line or the load failure with Retry of a campaign editor (the sub-page editor
 * and the form builder); `null` once loaded.
 */
export function EditorLoadState({
  state,
  onRetry,
}: {
  readonly state: string;
  readonly onRetry: () => void;
}) {
  const t = useT();
  if (state === "loading") return <p className="text-sm text-muted">{t("campaignEdit.loading")}</p>;
  if (state !== "loadFailed") return null;
  return (
    <div role="alert" className="flex flex-col items-start gap-2">
      <p className="text-sm">{t("campaignEdit.loadFailed")}</p>
      <Button type="button" variant="secondary" onClick={onRetry}>
        {t("campaignEdit.retry")}
      </Button>
    </div>
  );
}

/**
 * The end of a campaign editor's form: the failure (if any), Save ("Still saving…" when slow)
 * and Discard with "Saved" after a save for an editor, and the ask before leaving with unsaved
 * edits.
 */
export function EditorFooter({
  state,
  failure,
  slow,
  canEdit,
  onDiscard,
  onLeave,
  onStay,
}: {
  readonly state: string;
  readonly failure: SaveFailure | null;
  readonly slow: boolean;
  readonly canEdit: boolean;
  readonly onDiscard: () => void;
  readonly onLeave: () => void;
  readonly onStay: () => void;
}) {
  const t = useT();
  const saving = state === "saving";
  const changed = state === "dirty" || state === "failed";
  return (
    <>
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
          <Button type="submit" loading={saving} disabled={!changed}>
            {state === "failed" && failure?.kind === "retry" ? t("form.retry") : t("form.save")}
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={saving || !changed}
            onClick={onDiscard}
          >
            {t("campaignEdit.discard")}
          </Button>
          <span role="status" className="text-sm text-muted">
            {saving
              ? slow
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
        onContinue={onLeave}
        onCancel={onStay}
      />
    </>
  );
}
