import { FormField } from "@canvass/ui";
import type { ReactNode } from "react";
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from "react-hook-form";

export interface FormDayFieldProps<V extends FieldValues> {
  readonly control: Control<V>;
  readonly name: FieldPath<V>;
  readonly label: ReactNode;
  readonly rules?: Omit<
    RegisterOptions<V, FieldPath<V>>,
    "valueAsNumber" | "valueAsDate" | "setValueAs" | "disabled"
  >;
}

/**
 * A day input (`YYYY-MM-DD`, empty for none) bound to a react-hook-form field: value, rules, and
 * the error next to it. The periods of source codes and exclusions use it.
 */
export function FormDayField<V extends FieldValues>(props: FormDayFieldProps<V>) {
  const { field, fieldState } = useController({
    control: props.control,
    name: props.name,
    ...(props.rules === undefined ? {} : { rules: props.rules }),
  });
  const value: unknown = field.value;
  return (
    <FormField label={props.label} error={fieldState.error?.message}>
      {(inputProps) => (
        <input
          {...inputProps}
          type="date"
          name={field.name}
          value={typeof value === "string" ? value : ""}
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
