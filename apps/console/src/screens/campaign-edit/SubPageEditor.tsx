import type { EditorValues } from "@canvass/machines";
import { useT } from "../../i18n/use-t";
import { EditorFooter, EditorLoadState } from "./EditorChrome";
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
  if (state === "loading" || state === "loadFailed") {
    return (
      <EditorLoadState
        state={state}
        onRetry={() => {
          actor.send({ type: "editor.retry" });
        }}
      />
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
      <EditorFooter
        state={state}
        failure={failure}
        slow={context.slow}
        canEdit={canEdit}
        onDiscard={() => {
          actor.send({ type: "editor.discard" });
        }}
        onLeave={discardAndLeave}
        onStay={stay}
      />
    </form>
  );
}
