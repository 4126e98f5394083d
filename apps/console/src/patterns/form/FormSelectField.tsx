import { Dropdown, FormField, type DropdownLabels, type DropdownOption } from "@canvass/ui";
import type { ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import { useBoundField, type BoundFieldProps } from "./use-bound-field";

export interface FormSelectFieldProps<V extends FieldValues> extends BoundFieldProps<V> {
  readonly options: readonly DropdownOption[];
  readonly placeholder?: string;
  readonly hint?: ReactNode;
  readonly required?: boolean;
  /** A search box in the list (long lists: teams, campaigns). */
  readonly searchable?: boolean;
  readonly loading?: boolean;
  readonly disabled?: boolean;
  /** The dropdown's own texts (search box, no results, loading) in the operator's language. */
  readonly labels?: Partial<DropdownLabels>;
}

/** A `Dropdown` in a `FormField`, bound to a react-hook-form field. */
export function FormSelectField<V extends FieldValues>(props: FormSelectFieldProps<V>) {
  const { field, fieldState, value } = useBoundField(props);
  return (
    <FormField
      label={props.label}
      error={fieldState.error?.message}
      {...(props.hint === undefined ? {} : { hint: props.hint })}
      {...(props.required === true ? { required: true } : {})}
      {...(props.disabled === true ? { disabled: true } : {})}
    >
      {(control) => (
        <Dropdown
          {...control}
          ref={field.ref}
          name={field.name}
          options={props.options}
          value={typeof value === "string" || typeof value === "number" ? value : null}
          onValueChange={(next) => {
            field.onChange(next);
            field.onBlur();
          }}
          searchable={props.searchable}
          placeholder={props.placeholder}
          error={fieldState.error !== undefined}
          loading={props.loading}
          disabled={props.disabled}
          labels={props.labels}
          fullWidth
        />
      )}
    </FormField>
  );
}
