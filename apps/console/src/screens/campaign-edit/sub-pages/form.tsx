import { formFieldLabel, type FormField } from "@canvass/sdk/campaign-settings";
import {
  Button,
  DEFAULT_FORM_FIELD_ROW_LABELS,
  FormFieldRow,
  SortableFieldList,
} from "@canvass/ui";
import { useId, useState } from "react";
import { useRuntime } from "../../../app/runtime-context";
import { useLocale } from "../../../i18n/use-locale";
import { useT } from "../../../i18n/use-t";
import { useApiQuery } from "../../../patterns";
import { fieldTemplates, newSectionName } from "../form-builder/account-fields";
import { EditorFooter, EditorLoadState } from "../EditorChrome";
import { FieldDisclosure } from "../form-builder/FieldDisclosure";
import { formLevelProblems, rowProblems } from "../form-builder/field-problems";
import { FormPreview } from "../form-builder/FormPreview";
import { JsonView } from "../form-builder/JsonView";
import { useFormBuilder } from "../form-builder/use-form-builder";
import type { OwnSubPageProps } from "../sub-page-spec";

/** Stable row ids: the field's name, with `#2`, `#3` … for a name already used above it. */
function rowIds(fields: readonly FormField[]): string[] {
  const seen = new Map<string, number>();
  return fields.map((field) => {
    const count = (seen.get(field.name) ?? 0) + 1;
    seen.set(field.name, count);
    return count === 1 ? field.name : `${field.name}#${String(count)}`;
  });
}

/**
 * `/campaign/{id}/edit/form` (decision 0031): the sign-up form builder. Fields come from the
 * campaign's account field list; each row moves by drag, by keyboard (its handle, or move up and
 * down) and opens its editor; the phone preview follows every edit; the JSON view edits the whole
 * document. The SDK's form rule names each problem on its row, and a form with problems is not
 * saved.
 */
export function FormSubPage({ id, canEdit, title }: OwnSubPageProps) {
  const t = useT();
  const locale = useLocale();
  const { client } = useRuntime().services;
  const { actor, state, context, stay, discardAndLeave } = useFormBuilder(id, canEdit, title);
  const [view, setView] = useState<"builder" | "json">("builder");
  const [picked, setPicked] = useState("");
  const pickerId = useId();
  const accountFields = useApiQuery(`form-fields:${id}`, (signal) =>
    client.call("listAccountFields", { params: { query: { Campaigns: id } }, signal }),
  );
  const fieldOptions = useApiQuery("field-options", (signal) =>
    client.call("listOptionalFieldOptions", { signal }),
  );
  if (state === "loading" || state === "loadFailed") {
    return (
      <EditorLoadState
        state={state}
        onRetry={() => {
          actor.send({ type: "builder.retry" });
        }}
      />
    );
  }
  const { form, problems, failure } = context;
  const saving = state === "saving";
  const disabled = !canEdit || saving;
  const used = new Set(form.fields.map((field) => field.name));
  const templates = fieldTemplates(
    accountFields.data ?? [],
    fieldOptions.data?.Result ?? [],
    id,
  ).filter((template) => !used.has(template.name));
  const ids = rowIds(form.fields);
  const move = (from: number, to: number) => {
    actor.send({ type: "builder.edit", edit: { kind: "move", from, to } });
  };
  const rowLabels = {
    ...DEFAULT_FORM_FIELD_ROW_LABELS,
    moveUp: t("campaignEdit.form.moveUp"),
    moveDown: t("campaignEdit.form.moveDown"),
    remove: t("campaignEdit.form.remove"),
    drag: t("campaignEdit.form.drag"),
    required: t("campaignEdit.form.property.required"),
  };
  const whole = formLevelProblems(t, problems);
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      aria-label={t("campaignEdit.tab.form")}
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: "builder.save" });
      }}
    >
      {canEdit ? null : (
        <p className="rounded-lg border border-border px-3 py-2 text-sm text-muted">
          {t("campaignEdit.readOnly")}
        </p>
      )}
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <div
            className="flex flex-wrap items-end gap-2"
            role="group"
            aria-label={t("campaignEdit.form.add")}
          >
            <div className="flex flex-col gap-1 text-sm">
              <label htmlFor={pickerId}>{t("campaignEdit.form.accountField")}</label>
              <select
                id={pickerId}
                className="rounded-md border border-input-line bg-input px-2 py-1 text-input-fg"
                value={picked}
                disabled={disabled}
                onChange={(event) => {
                  setPicked(event.target.value);
                }}
              >
                <option value="">{t("campaignEdit.form.pickField")}</option>
                {templates.map((template) => (
                  <option key={template.name} value={template.name}>
                    {template.label} ({template.name})
                  </option>
                ))}
              </select>
            </div>
            <Button
              type="button"
              variant="secondary"
              disabled={disabled || picked === ""}
              onClick={() => {
                const template = templates.find((entry) => entry.name === picked);
                if (template === undefined) return;
                actor.send({ type: "builder.edit", edit: { kind: "add", field: template } });
                setPicked("");
              }}
            >
              {t("campaignEdit.form.addField")}
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={disabled}
              onClick={() => {
                actor.send({
                  type: "builder.edit",
                  edit: {
                    kind: "add",
                    field: {
                      name: newSectionName(form.fields),
                      type: "section",
                      label: t("campaignEdit.form.newSection"),
                    },
                  },
                });
              }}
            >
              {t("campaignEdit.form.addSection")}
            </Button>
            <div
              className="ml-auto flex gap-1"
              role="group"
              aria-label={t("campaignEdit.form.viewLabel")}
            >
              {(["builder", "json"] as const).map((entry) => (
                <Button
                  key={entry}
                  type="button"
                  size="sm"
                  variant={view === entry ? "primary" : "ghost"}
                  aria-pressed={view === entry}
                  onClick={() => {
                    setView(entry);
                  }}
                >
                  {t(`campaignEdit.form.view.${entry}`)}
                </Button>
              ))}
            </div>
          </div>
          {whole.length > 0 ? (
            <ul className="text-sm text-danger-text">
              {whole.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          ) : null}
          {view === "json" ? (
            <JsonView
              form={form}
              readOnly={disabled}
              onReplace={(next) => {
                actor.send({ type: "builder.edit", edit: { kind: "replace", form: next } });
              }}
            />
          ) : form.fields.length === 0 ? (
            <p className="text-sm text-muted">{t("campaignEdit.form.empty")}</p>
          ) : (
            <SortableFieldList
              items={form.fields}
              idOf={(field) => ids[form.fields.indexOf(field)] ?? field.name}
              label={t("campaignEdit.form.fields")}
              disabled={disabled}
              onMove={move}
              renderItem={(field, index, handleProps) => (
                <FormFieldRow
                  label={formFieldLabel(field, locale) || field.name}
                  name={field.name}
                  typeLabel={t(`campaignEdit.form.type.${field.type}`)}
                  required={field.required === true}
                  section={field.type === "section"}
                  index={index}
                  count={form.fields.length}
                  problems={rowProblems(t, problems, index)}
                  labels={rowLabels}
                  disabled={disabled}
                  handleProps={handleProps}
                  onMoveUp={() => {
                    move(index, index - 1);
                  }}
                  onMoveDown={() => {
                    move(index, index + 1);
                  }}
                  onRemove={() => {
                    actor.send({ type: "builder.edit", edit: { kind: "remove", index } });
                  }}
                >
                  <FieldDisclosure
                    field={field}
                    onChange={(next) => {
                      actor.send({
                        type: "builder.edit",
                        edit: { kind: "update", index, field: next },
                      });
                    }}
                  />
                </FormFieldRow>
              )}
            />
          )}
        </div>
        <div className="shrink-0">
          <FormPreview form={form} title={title} />
        </div>
      </div>
      <EditorFooter
        state={state}
        failure={failure}
        slow={context.slow}
        canEdit={canEdit}
        onDiscard={() => {
          actor.send({ type: "builder.discard" });
        }}
        onLeave={discardAndLeave}
        onStay={stay}
      />
    </form>
  );
}
