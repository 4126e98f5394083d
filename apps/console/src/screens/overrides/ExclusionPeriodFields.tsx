/**
 * The exclusion's period: two day inputs (empty: open on that side), each checked with the SDK's
 * `exclusionPeriodProblems` — the rule the server answers 422 with — and its problem shown under
 * the day it names.
 */
import { exclusionPeriodProblems } from "@canvass/sdk/field-ops";
import { FormField } from "@canvass/ui";
import { useId } from "react";
import { useController, type Control } from "react-hook-form";
import { useT } from "../../i18n/use-t";
import type { ExclusionValues } from "./exclusion-values";

type Side = "ActiveFrom" | "ActiveTo";

function DayField({
  control,
  name,
  label,
}: {
  readonly control: Control<ExclusionValues>;
  readonly name: Side;
  readonly label: string;
}) {
  const t = useT();
  const { field, fieldState } = useController({
    control,
    name,
    rules: {
      validate: (_value, values) => {
        const found = exclusionPeriodProblems({
          ActiveFrom: values.ActiveFrom === "" ? null : values.ActiveFrom,
          ActiveTo: values.ActiveTo === "" ? null : values.ActiveTo,
        }).find((problem) => problem.field === name);
        return found === undefined ? true : t(`overrides.problem.${found.problem}`);
      },
      deps: name === "ActiveFrom" ? ["ActiveTo"] : [],
    },
  });
  return (
    <FormField label={label} error={fieldState.error?.message}>
      {(props) => (
        <input
          {...props}
          type="date"
          name={field.name}
          value={field.value}
          onChange={(event) => {
            field.onChange(event.target.value);
          }}
          onBlur={field.onBlur}
          ref={field.ref}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        />
      )}
    </FormField>
  );
}

export function ExclusionPeriodFields({ control }: { readonly control: Control<ExclusionValues> }) {
  const t = useT();
  const hintId = useId();
  return (
    <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2" aria-describedby={hintId}>
      <legend className="mb-1 text-sm font-medium text-fg">{t("overrides.field.period")}</legend>
      <p id={hintId} className="text-sm text-fg-muted sm:col-span-2">
        {t("overrides.periodHint")}
      </p>
      <DayField control={control} name="ActiveFrom" label={t("overrides.field.from")} />
      <DayField control={control} name="ActiveTo" label={t("overrides.field.to")} />
    </fieldset>
  );
}
