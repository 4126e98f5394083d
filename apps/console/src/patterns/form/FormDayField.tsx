import { FormField } from "@canvass/ui";
import type { FieldValues } from "react-hook-form";
import { useBoundField, type BoundFieldProps } from "./use-bound-field";

export type FormDayFieldProps<V extends FieldValues> = BoundFieldProps<V>;

/**
 * A day input (`YYYY-MM-DD`, empty for none) bound to a react-hook-form field: value, rules, and
 * the error next to it. The periods of source codes and exclusions use it.
 */
export function FormDayField<V extends FieldValues>(props: FormDayFieldProps<V>) {
  const { field, fieldState, text } = useBoundField(props);
  return (
    <FormField label={props.label} error={fieldState.error?.message}>
      {(inputProps) => (
        <input
          {...inputProps}
          type="date"
          name={field.name}
          value={text}
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
