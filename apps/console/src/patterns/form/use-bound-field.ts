/**
 * What every form-pattern field shares: the react-hook-form binding (control, name, rules), its
 * label, and the controller that gives the field's value and error.
 */
import type { ReactNode } from "react";
import {
  useController,
  type Control,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
} from "react-hook-form";

export interface BoundFieldProps<V extends FieldValues> {
  readonly control: Control<V>;
  readonly name: FieldPath<V>;
  readonly label: ReactNode;
  readonly rules?: Omit<
    RegisterOptions<V, FieldPath<V>>,
    "valueAsNumber" | "valueAsDate" | "setValueAs" | "disabled"
  >;
}

/** The field's controller; `text` is its value when that is a string, else "". */
export function useBoundField<V extends FieldValues>(props: BoundFieldProps<V>) {
  const controller = useController({
    control: props.control,
    name: props.name,
    ...(props.rules === undefined ? {} : { rules: props.rules }),
  });
  const value: unknown = controller.field.value;
  return { ...controller, value, text: typeof value === "string" ? value : "" };
}
