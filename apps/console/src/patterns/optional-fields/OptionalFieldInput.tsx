/**
 * One configured optional field in a form, by its type: a text box (with its length limit), a
 * number box, a `dd.mm.yyyy` date (stored as `YYYY-MM-DD`), a list of choices (with "none" unless
 * required) or a tick box. The SDK's `metadataValueProblem` checks the value, so the page refuses
 * what the server would refuse; the server's own answer for `/metadata/<key>` lands here too.
 */
import { metadataFieldLabel, metadataValueProblem, type MetadataField } from "@canvass/sdk/fields";
import { FormField, TextField } from "@canvass/ui";
import { useController, type Control, type FieldPath, type FieldValues } from "react-hook-form";
import { useLocale } from "../../i18n/use-locale";
import { useT } from "../../i18n/use-t";
import { FormSelectField } from "../form/FormSelectField";
import { storedValueOf, type OptionalValue } from "./optional-values";
import { useProblemText } from "./problem-text";

export interface OptionalFieldInputProps<V extends FieldValues> {
  readonly control: Control<V>;
  /** The form path of the value, `metadata.<key>`. */
  readonly name: FieldPath<V>;
  readonly field: MetadataField;
  readonly disabled?: boolean;
}

/** `2026-03-02` → that day at 00:00 UTC (the date mask's value). */
function dayOf(text: unknown): Date | null {
  if (typeof text !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const day = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? null : day;
}

const isoDay = (day: Date | null): string => (day === null ? "" : day.toISOString().slice(0, 10));

export function OptionalFieldInput<V extends FieldValues>({
  control,
  name,
  field,
  disabled = false,
}: OptionalFieldInputProps<V>) {
  const t = useT();
  const locale = useLocale();
  const problemText = useProblemText();
  const label = metadataFieldLabel(field, locale);
  const rules = {
    validate: (value: unknown) => {
      const problem = metadataValueProblem(field, storedValueOf(field, value as OptionalValue));
      return problem === undefined ? true : problemText(problem);
    },
  };
  const { field: bound, fieldState } = useController({ control, name, rules });
  const value: unknown = bound.value;
  const error = fieldState.error?.message;
  const common = {
    label,
    name: bound.name,
    ref: bound.ref,
    onBlur: bound.onBlur,
    error,
    ...(field.required ? { required: true } : {}),
    ...(disabled ? { disabled: true } : {}),
  };

  switch (field.type) {
    case "choice":
      return (
        <FormSelectField
          control={control}
          name={name}
          label={label}
          rules={rules}
          required={field.required}
          disabled={disabled}
          placeholder={t("fields.choose")}
          options={[
            ...(field.required ? [] : [{ value: "", display: t("fields.none") }]),
            ...field.options.map((option) => ({ value: option, display: option })),
          ]}
        />
      );
    case "boolean":
      return (
        <FormField label={label} {...(error === undefined ? {} : { error })} layout="horizontal">
          {(controlProps) => (
            <input
              {...controlProps}
              ref={bound.ref}
              name={bound.name}
              type="checkbox"
              checked={value === true}
              disabled={disabled}
              onChange={(event) => {
                bound.onChange(event.currentTarget.checked);
              }}
              onBlur={bound.onBlur}
              className="size-4 accent-primary"
            />
          )}
        </FormField>
      );
    case "number":
      return (
        <TextField
          {...common}
          kind="number"
          value={typeof value === "number" ? value : null}
          onValueChange={(next) => {
            bound.onChange(next);
          }}
        />
      );
    case "date":
      return (
        <TextField
          {...common}
          kind="date-mask"
          hint={t("fields.dateHint")}
          value={dayOf(value)}
          onValueChange={(next) => {
            bound.onChange(isoDay(next));
          }}
          onBlur={(event) => {
            // The mask gives no date while what was typed is incomplete or impossible: keep
            // the text, so the form refuses it rather than saving the field as empty.
            const typed = event.currentTarget.value.trim();
            if (typed !== "" && dayOf(bound.value) === null) bound.onChange(typed);
            bound.onBlur();
          }}
        />
      );
    case "text":
      return (
        <TextField
          {...common}
          kind="text"
          maxLength={field.maxLength}
          value={typeof value === "string" ? value : ""}
          onValueChange={(next) => {
            bound.onChange(next);
          }}
        />
      );
  }
}
