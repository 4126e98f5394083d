/**
 * The small inputs of the campaign editor's sub-pages over stored values (shown as text), each
 * with its problem next to it: thin adapters over `@canvass/ui`'s fields, which the UI package's
 * own editors (`ProductsEditor`) use too. A group of them is `@canvass/ui`'s `FieldGroup`.
 */
import {
  FieldProblem,
  SelectField,
  TextField,
  Textarea,
  type SelectFieldOption,
} from "@canvass/ui";
import { useId, type ReactNode } from "react";
import { textOf } from "./sub-page-spec";

export function TextInput(props: {
  readonly name: string;
  readonly label: string;
  readonly value: unknown;
  readonly error: string | undefined;
  readonly hint?: string;
  readonly numeric?: boolean;
  readonly onChange: (value: string) => void;
}) {
  return (
    <TextField
      kind="text"
      name={props.name}
      label={props.label}
      value={textOf(props.value)}
      onValueChange={props.onChange}
      {...(props.numeric === true ? { inputMode: "decimal" as const } : {})}
      {...(props.error === undefined ? {} : { error: props.error })}
      {...(props.hint === undefined ? {} : { hint: props.hint })}
    />
  );
}

export function TextAreaInput(props: {
  readonly name: string;
  readonly label: string;
  readonly value: unknown;
  readonly error: string | undefined;
  readonly hint?: string;
  readonly rows?: number;
  readonly onChange: (value: string) => void;
}) {
  return (
    <Textarea
      name={props.name}
      label={props.label}
      value={textOf(props.value)}
      onValueChange={props.onChange}
      rows={props.rows ?? 6}
      {...(props.error === undefined ? {} : { error: props.error })}
      {...(props.hint === undefined ? {} : { hint: props.hint })}
    />
  );
}

/** A select over a stored value (its text, as `TextInput` shows one). */
export function SelectInput(props: {
  readonly name: string;
  readonly label: string;
  readonly value: unknown;
  readonly error: string | undefined;
  readonly options: readonly SelectFieldOption[];
  readonly onChange: (value: string) => void;
}) {
  return (
    <SelectField
      name={props.name}
      label={props.label}
      value={textOf(props.value)}
      options={props.options}
      error={props.error}
      onValueChange={props.onChange}
    />
  );
}

export function CheckboxInput(props: {
  readonly name: string;
  readonly label: ReactNode;
  readonly checked: boolean;
  readonly error?: string | undefined;
  readonly onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name={props.name}
          checked={props.checked}
          aria-describedby={props.error === undefined ? undefined : id}
          onChange={(event) => {
            props.onChange(event.target.checked);
          }}
        />
        {props.label}
      </label>
      <FieldProblem id={id} text={props.error} />
    </div>
  );
}
