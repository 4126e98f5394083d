import { clsx } from "clsx";
import { Check, Minus, X } from "lucide-react";

export interface BooleanCellLabels {
  /** Read out for `true` ("Yes"). */
  readonly yes: string;
  /** Read out for `false` ("No"). */
  readonly no: string;
  /** Read out when there is no value ("Not set"). */
  readonly unknown: string;
}

export const DEFAULT_BOOLEAN_CELL_LABELS: BooleanCellLabels = {
  yes: "Yes",
  no: "No",
  unknown: "Not set",
};

export interface BooleanCellProps {
  readonly value: boolean | null | undefined;
  readonly labels?: Partial<BooleanCellLabels>;
  readonly className?: string;
}

/**
 * A yes/no value in a table cell: a check, a cross or a dash, with the word for screen readers
 * (the icon is decoration). `data-state` is `true`, `false` or `unknown`.
 */
export function BooleanCell({ value, labels: overrides, className }: BooleanCellProps) {
  const labels = { ...DEFAULT_BOOLEAN_CELL_LABELS, ...overrides };
  const state = value === true ? "true" : value === false ? "false" : "unknown";
  const Icon = value === true ? Check : value === false ? X : Minus;
  const text = value === true ? labels.yes : value === false ? labels.no : labels.unknown;
  return (
    <span
      data-slot="boolean-cell"
      data-state={state}
      className={clsx(
        "inline-flex size-5 items-center justify-center rounded-full align-middle",
        value === true && "bg-success-soft text-success-text",
        value === false && "bg-surface-muted text-fg-muted",
        value !== true && value !== false && "text-fg-subtle",
        className,
      )}
    >
      <Icon aria-hidden="true" size={14} strokeWidth={2.5} />
      <span className="sr-only">{text}</span>
    </span>
  );
}
