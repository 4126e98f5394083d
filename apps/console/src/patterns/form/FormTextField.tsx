import { TextField } from "@canvass/ui";
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { useBoundField, type BoundFieldProps } from "./use-bound-field";

export interface FormTextFieldProps<V extends FieldValues> extends BoundFieldProps<V> {
  readonly kind?: "text" | "email" | "password";
  readonly hint?: ReactNode;
  readonly required?: boolean;
  readonly autoComplete?: string;
  readonly disabled?: boolean;
  /** Shows a spinner in the field (a live check is running). */
  readonly loading?: boolean;
  /** Content after the field (a check mark, a button). */
  readonly trailing?: ReactNode;
  /** Called when the field loses focus, after the form's own handling (a live check). */
  readonly onBlurValue?: (value: string) => void;
}

/** A `TextField` bound to a react-hook-form field: value, rules, and the error next to it. */
export function FormTextField<V extends FieldValues>(props: FormTextFieldProps<V>) {
  const { field, fieldState, text } = useBoundField(props);
  const { ref, name, onChange, onBlur } = field;
  return (
    <TextField
      kind={props.kind ?? "text"}
      ref={ref}
      name={name}
      label={props.label}
      value={text}
      onValueChange={(next: string) => {
        onChange(next);
      }}
      onBlur={() => {
        onBlur();
        props.onBlurValue?.(text);
      }}
      error={fieldState.error?.message}
      {...(props.hint === undefined ? {} : { hint: props.hint })}
      {...(props.required === true ? { required: true } : {})}
      {...(props.autoComplete === undefined ? {} : { autoComplete: props.autoComplete })}
      {...(props.disabled === true ? { disabled: true } : {})}
      {...(props.loading === true ? { loading: true } : {})}
      {...(props.trailing === undefined ? {} : { trailing: props.trailing })}
    />
  );
}
