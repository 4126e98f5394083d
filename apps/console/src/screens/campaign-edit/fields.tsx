/** The small inputs of the campaign editor's sub-pages, each with its problem next to it. */
import { TextField, Textarea } from "@canvass/ui";
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

function Problem({ id, error }: { readonly id: string; readonly error: string | undefined }) {
  return error === undefined ? null : (
    <p id={id} className="text-sm text-danger-text">
      {error}
    </p>
  );
}

export function SelectInput(props: {
  readonly name: string;
  readonly label: string;
  readonly value: unknown;
  readonly error: string | undefined;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={textOf(props.value)}
        aria-invalid={props.error === undefined ? undefined : true}
        aria-describedby={props.error === undefined ? undefined : `${id}-error`}
        className="h-9 rounded-md border border-border bg-surface px-2 text-sm"
        onChange={(event) => {
          props.onChange(event.target.value);
        }}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Problem id={`${id}-error`} error={props.error} />
    </div>
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
      <Problem id={id} error={props.error} />
    </div>
  );
}

/** A group of related inputs with its legend and the group's own problem. */
export function Group(props: {
  readonly legend: string;
  readonly error?: string | undefined;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={props.error === undefined ? undefined : id}
    >
      <legend className="text-sm font-medium">{props.legend}</legend>
      {props.children}
      <Problem id={id} error={props.error} />
    </fieldset>
  );
}
