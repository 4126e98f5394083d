import { clsx } from "clsx";
import { ArrowDown, ArrowUp, GripVertical, Trash2 } from "lucide-react";
import type { HTMLAttributes, ReactNode } from "react";
import { Badge } from "../badge/Badge";

export interface FormFieldRowLabels {
  readonly moveUp: string;
  readonly moveDown: string;
  readonly remove: string;
  /** The drag handle's accessible name. */
  readonly drag: string;
  /** Said after the label of a required field. */
  readonly required: string;
}

export interface FormFieldRowProps {
  /** The label shown (in the reader's locale). */
  readonly label: string;
  /** The account field's name. */
  readonly name: string;
  /** The input type, in words. */
  readonly typeLabel: string;
  readonly required?: boolean;
  /** A heading row (a section of the form), drawn as such. */
  readonly section?: boolean;
  readonly index: number;
  readonly count: number;
  /** The translated problems of the field (each shown under the row). */
  readonly problems?: readonly string[];
  readonly labels: FormFieldRowLabels;
  readonly disabled?: boolean;
  /** The drag handle's attributes and listeners (from a sortable list); no handle without. */
  readonly handleProps?: HTMLAttributes<HTMLButtonElement> | undefined;
  readonly onMoveUp?: () => void;
  readonly onMoveDown?: () => void;
  readonly onRemove?: () => void;
  /** The field's editor, shown under the row. */
  readonly children?: ReactNode;
}

const ICON_BUTTON =
  "inline-flex size-8 items-center justify-center rounded-md text-fg-muted hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-primary disabled:opacity-40";

/**
 * One field of the form builder: drag handle, label, name, type and "required", move up / move
 * down (the keyboard's way to reorder) and remove, its problems under it, and its editor.
 */
export function FormFieldRow({
  label,
  name,
  typeLabel,
  required = false,
  section = false,
  index,
  count,
  problems = [],
  labels,
  disabled = false,
  handleProps,
  onMoveUp,
  onMoveDown,
  onRemove,
  children,
}: FormFieldRowProps) {
  const invalid = problems.length > 0;
  return (
    <div
      data-slot="form-field-row"
      data-invalid={invalid ? "true" : undefined}
      className={clsx(
        "flex flex-col gap-2 rounded-lg border bg-surface p-2",
        invalid ? "border-danger" : "border-line",
        section && "bg-surface-muted",
      )}
    >
      <div className="flex items-center gap-2">
        {handleProps === undefined ? null : (
          <button
            type="button"
            className={clsx(ICON_BUTTON, "cursor-grab")}
            aria-label={`${labels.drag}: ${label}`}
            disabled={disabled}
            {...handleProps}
          >
            <GripVertical size={16} aria-hidden="true" />
          </button>
        )}
        <div className="flex min-w-0 flex-1 flex-col">
          <span className={clsx("truncate", section ? "font-semibold" : "font-medium")}>
            {label}
            {required ? (
              <span className="text-danger-text" title={labels.required}>
                {" *"}
                <span className="sr-only">{labels.required}</span>
              </span>
            ) : null}
          </span>
          <span className="truncate font-mono text-xs text-fg-muted">{name}</span>
        </div>
        <Badge size="sm" tone={section ? "info" : "neutral"}>
          {typeLabel}
        </Badge>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={`${labels.moveUp}: ${label}`}
          disabled={disabled || index === 0}
          onClick={onMoveUp}
        >
          <ArrowUp size={16} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={`${labels.moveDown}: ${label}`}
          disabled={disabled || index >= count - 1}
          onClick={onMoveDown}
        >
          <ArrowDown size={16} aria-hidden="true" />
        </button>
        <button
          type="button"
          className={ICON_BUTTON}
          aria-label={`${labels.remove}: ${label}`}
          disabled={disabled}
          onClick={onRemove}
        >
          <Trash2 size={16} aria-hidden="true" />
        </button>
      </div>
      {invalid ? (
        <ul
          className="flex flex-col gap-0.5 pl-2 text-sm text-danger-text"
          data-slot="form-field-problems"
        >
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {children}
    </div>
  );
}
