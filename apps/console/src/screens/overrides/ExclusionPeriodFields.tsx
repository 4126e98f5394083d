/**
 * The exclusion's period: two day inputs (empty: open on that side), each checked with the SDK's
 * `exclusionPeriodProblems` — the rule the server answers 422 with — and its problem shown under
 * the day it names.
 */
import { exclusionPeriodProblems } from "@canvass/sdk/field-ops";
import { useId } from "react";
import type { Control } from "react-hook-form";
import { useT } from "../../i18n/use-t";
import { FormDayField } from "../../patterns";
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
  return (
    <FormDayField
      control={control}
      name={name}
      label={label}
      rules={{
        validate: (_value, values) => {
          const found = exclusionPeriodProblems({
            ActiveFrom: values.ActiveFrom === "" ? null : values.ActiveFrom,
            ActiveTo: values.ActiveTo === "" ? null : values.ActiveTo,
          }).find((problem) => problem.field === name);
          return found === undefined ? true : t(`overrides.problem.${found.problem}`);
        },
        deps: name === "ActiveFrom" ? ["ActiveTo"] : [],
      }}
    />
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
