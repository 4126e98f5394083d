/**
 * One field option (create or edit): its choices and where they apply — by default (every
 * campaign without its own option) or in chosen campaigns. Checked with the SDK's rule before
 * asking (`fieldOptionProblems`, the one the server runs, overlaps with the field's other options
 * included); an overlap found by the server (409 on `/campaigns`) shows at the campaigns.
 */
import {
  fieldOptionProblems,
  type FieldOptionKeyed,
  type FieldOptionProblem,
} from "@canvass/sdk/admin";
import { Card, type DropdownOption } from "@canvass/ui";
import { useController, useWatch, type UseFormReturn } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../../app/runtime-context";
import { useT } from "../../../i18n/use-t";
import { FormActions, UnsavedChangesGuard, useServerForm } from "../../../patterns";
import { useNotify } from "../../../shell/use-notify";
import { ChoiceList, choiceProblemText } from "./ChoiceList";
import {
  fieldOptionBody,
  fieldOptionDraft,
  fieldOptionValues,
  type FieldOptionRow,
  type FieldOptionValues,
} from "./field-option-values";

interface FieldOptionFormProps {
  readonly field: string;
  readonly option?: FieldOptionRow;
  /** The field's other options, for the overlap check. */
  readonly others: readonly FieldOptionKeyed[];
  readonly campaigns: readonly DropdownOption[];
  readonly usage: ReadonlyMap<string, number>;
  readonly onSaved: () => void;
}

function CampaignScope({
  form,
  campaigns,
  problem,
}: {
  readonly form: UseFormReturn<FieldOptionValues>;
  readonly campaigns: readonly DropdownOption[];
  readonly problem: FieldOptionProblem | undefined;
}) {
  const t = useT();
  const { control, setValue } = form;
  const scope = useWatch({ control, name: "scope" });
  const chosen = useController({
    control,
    name: "campaigns",
    rules: {
      validate: () => (problem === undefined ? true : t(`admin.fieldOptions.problem.${problem}`)),
    },
  });
  const { ref, name, value: ticked } = chosen.field;
  const error = chosen.fieldState.error?.message;
  const errorId = `${name}-error`;
  const touched = chosen.fieldState.isTouched;
  const choose = (next: string[]) => {
    setValue("campaigns", next, { shouldDirty: true, shouldTouch: true, shouldValidate: touched });
  };
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error === undefined ? undefined : errorId}
    >
      <legend className="mb-2 text-sm font-medium">{t("admin.fieldOptions.appliesTo")}</legend>
      {(["default", "campaigns"] as const).map((value) => (
        <label key={value} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            value={value}
            checked={scope === value}
            onChange={() => {
              setValue("scope", value, { shouldDirty: true });
            }}
          />
          {t(`admin.fieldOptions.scope.${value}`)}
        </label>
      ))}
      {scope === "campaigns" ? (
        <ul
          ref={ref as never}
          tabIndex={-1}
          className="ml-6 flex max-h-56 flex-col gap-1 overflow-auto rounded-md border border-input p-2"
        >
          {campaigns.map((campaign) => {
            const id = String(campaign.value);
            const on = ticked.includes(id);
            return (
              <li key={id}>
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={on}
                    onChange={() => {
                      choose(on ? ticked.filter((item) => item !== id) : [...ticked, id]);
                    }}
                  />
                  {campaign.display}
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
      {error === undefined ? null : (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}

export function FieldOptionForm(props: FieldOptionFormProps) {
  const { field, option, others } = props;
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const { client } = useRuntime().services;
  const serverForm = useServerForm<FieldOptionValues, FieldOptionRow>({
    defaultValues: fieldOptionValues(option),
    save: (values) =>
      client.call("saveOptionalFieldOption", { body: fieldOptionBody(field, values, option?.id) }),
    onSaved: () => {
      notify({ title: t("admin.fieldOptions.saved", { field }), severity: "success" });
      props.onSaved();
    },
  });
  const { form, submit, failure, submitting } = serverForm;
  const values = useWatch({ control: form.control }) as FieldOptionValues;
  const problems = fieldOptionProblems(
    fieldOptionDraft(field, {
      choices: values.choices,
      scope: values.scope,
      campaigns: values.campaigns,
    }),
    others,
    option?.id,
  );
  const problemOf = (name: string) => problems.find((problem) => problem.field === name)?.problem;
  const listProblem = problemOf("options");
  const names = new Map(
    props.campaigns.map((campaign) => [String(campaign.value), campaign.display]),
  );
  const formLabel =
    option === undefined
      ? t("admin.fieldOptions.newForm")
      : t("admin.fieldOptions.formLabel", {
          scope:
            option.campaigns === "default"
              ? t("admin.fieldOptions.default")
              : option.campaigns.map((id) => names.get(id) ?? id).join(", "),
        });
  return (
    <Card className="p-4">
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        aria-label={formLabel}
        className="flex flex-col gap-6"
      >
        <UnsavedChangesGuard form={serverForm} />
        <ChoiceList
          control={form.control}
          usage={props.usage}
          problemAt={(index) => problemOf(`options/${String(index)}`)}
        />
        {listProblem === undefined ? null : (
          <p role="alert" className="text-sm text-destructive">
            {choiceProblemText(t, listProblem)}
          </p>
        )}
        <CampaignScope form={form} campaigns={props.campaigns} problem={problemOf("campaigns")} />
        <FormActions
          failure={failure}
          submitting={submitting}
          {...(option === undefined ? { submitLabel: t("admin.fieldOptions.create") } : {})}
          onCancel={() => void navigate("/fieldopts")}
        />
      </form>
    </Card>
  );
}
