import { useId } from "react";
import { FieldProblem } from "../field-group/FieldProblem";

export interface SelectFieldOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectFieldProps {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectFieldOption[];
  /** The problem with the choice, under the select; the select is then marked invalid. */
  readonly error?: string | undefined;
  readonly onValueChange: (value: string) => void;
}

/**
 * A labelled native `select` for a short, fixed list (a unit, a country, a mode), with its
 * problem under it, linked with `aria-describedby`. Controlled: `value` + `onValueChange`.
 */
export function SelectField(props: SelectFieldProps) {
  const id = useId();
  const problemId = `${id}-error`;
  const invalid = props.error !== undefined;
  return (
    <div data-slot="select-field" className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? problemId : undefined}
        className="h-9 rounded-md border border-border bg-surface px-2 text-sm"
        onChange={(event) => {
          props.onValueChange(event.target.value);
        }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldProblem id={problemId} text={props.error} />
    </div>
  );
}
