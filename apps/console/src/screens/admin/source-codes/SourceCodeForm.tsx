/**
 * The source code form (create and edit): name, code, campaign, description and the active
 * period. Each field is checked with the SDK's rule before asking (`sourceCodeProblems`, the one
 * the server runs); a code taken in the campaign is the server's 409 on `/code`, shown there.
 */
import {
  SOURCE_CODE_CODE_MAX_LENGTH,
  SOURCE_CODE_NAME_MAX_LENGTH,
  sourceCodeProblems,
  type SourceCodeField,
  type SourceCodeProblem,
} from "@canvass/sdk/admin";
import { Textarea, type DropdownOption } from "@canvass/ui";
import { useController, type Control } from "react-hook-form";
import { useNavigate } from "react-router-dom";
import { useRuntime } from "../../../app/runtime-context";
import { useT, type Translate } from "../../../i18n/use-t";
import {
  FormActions,
  FormDayField,
  FormSelectField,
  FormTextField,
  UnsavedChangesGuard,
  useServerForm,
} from "../../../patterns";
import { useNotify } from "../../../shell/use-notify";
import {
  sourceCodeBody,
  sourceCodeValues,
  type SourceCodeRow,
  type SourceCodeValues,
} from "./source-code-values";

function problemText(t: Translate, problem: SourceCodeProblem, field: SourceCodeField): string {
  const max = field === "name" ? SOURCE_CODE_NAME_MAX_LENGTH : SOURCE_CODE_CODE_MAX_LENGTH;
  return t(`admin.sourceCodes.problem.${problem}`, { max });
}

/** A field's check: the SDK's problems of the whole draft, for this field only. */
function checkField(t: Translate, field: SourceCodeField) {
  return (_value: unknown, values: SourceCodeValues): true | string => {
    const found = sourceCodeProblems(values).find((problem) => problem.field === field);
    return found === undefined ? true : problemText(t, found.problem, field);
  };
}

function DayField({
  control,
  name,
  label,
}: {
  readonly control: Control<SourceCodeValues>;
  readonly name: "ActiveFrom" | "ActiveTo";
  readonly label: string;
}) {
  const t = useT();
  return (
    <FormDayField
      control={control}
      name={name}
      label={label}
      rules={{ validate: checkField(t, name) }}
    />
  );
}

function DescriptionField({ control }: { readonly control: Control<SourceCodeValues> }) {
  const t = useT();
  const { field, fieldState } = useController({
    control,
    name: "description",
    rules: { validate: checkField(t, "description") },
  });
  return (
    <Textarea
      label={t("admin.sourceCodes.field.description")}
      name={field.name}
      value={field.value}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function SourceCodeForm({
  sourceCode,
  campaigns,
}: {
  readonly sourceCode?: SourceCodeRow;
  readonly campaigns: readonly DropdownOption[];
}) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const { client } = useRuntime().services;
  const serverForm = useServerForm<SourceCodeValues, SourceCodeRow>({
    defaultValues: sourceCodeValues(sourceCode),
    save: (values) =>
      sourceCode === undefined
        ? client.call("createSourceCode", { body: sourceCodeBody(values) })
        : client.call("updateSourceCode", {
            params: { path: { id: sourceCode.id } },
            body: sourceCodeBody(values),
          }),
    onSaved: (saved) => {
      notify({ title: t("admin.sourceCodes.saved", { name: saved.name }), severity: "success" });
      void navigate("/sourcecodes");
    },
  });
  const { form, submit, failure, submitting } = serverForm;
  const { control } = form;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-6">
      <UnsavedChangesGuard form={serverForm} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="name"
          label={t("admin.sourceCodes.field.name")}
          required
          autoComplete="off"
          rules={{ validate: checkField(t, "name") }}
        />
        <FormTextField
          control={control}
          name="code"
          label={t("admin.sourceCodes.field.code")}
          required
          autoComplete="off"
          hint={t("admin.sourceCodes.codeHint")}
          rules={{ validate: checkField(t, "code") }}
        />
        <FormSelectField
          control={control}
          name="campaign"
          label={t("admin.sourceCodes.field.campaign")}
          required
          searchable
          options={campaigns}
          rules={{ validate: checkField(t, "campaign") }}
        />
      </div>
      <DescriptionField control={control} />
      <div className="grid gap-4 sm:grid-cols-2">
        <DayField control={control} name="ActiveFrom" label={t("admin.sourceCodes.field.from")} />
        <DayField control={control} name="ActiveTo" label={t("admin.sourceCodes.field.to")} />
      </div>
      <FormActions
        failure={failure}
        submitting={submitting}
        {...(sourceCode === undefined ? { submitLabel: t("admin.sourceCodes.create") } : {})}
        onCancel={() => void navigate("/sourcecodes")}
      />
    </form>
  );
}
