import { clsx } from "clsx";
import { useId, type ReactNode } from "react";
import { FieldProblem } from "./FieldProblem";

export interface FieldGroupProps {
  /** What the inputs have in common ("Frequencies", "Period"). */
  readonly legend: ReactNode;
  /** The group's own problem (one no single input owns), under the inputs. */
  readonly error?: string | undefined;
  readonly children: ReactNode;
  readonly className?: string;
}

/**
 * Related inputs under one legend (a `fieldset`), with the group's own problem under them and
 * linked to the group (`aria-describedby`); each input keeps its own problem next to it.
 */
export function FieldGroup({ legend, error, children, className }: FieldGroupProps) {
  const id = useId();
  return (
    <fieldset
      data-slot="field-group"
      data-state={error === undefined ? "valid" : "invalid"}
      className={clsx("flex flex-col gap-2", className)}
      aria-describedby={error === undefined ? undefined : id}
    >
      <legend className="text-sm font-medium">{legend}</legend>
      {children}
      <FieldProblem id={id} text={error} />
    </fieldset>
  );
}
