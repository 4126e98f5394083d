import { clsx } from "clsx";
import { Check, Minus } from "lucide-react";
import type { ChangeEventHandler } from "react";

/** The box's classes, joined once (a row's box is drawn as each row scrolls into view). */
const BOX_CLASS = clsx(
  "peer size-4 cursor-pointer appearance-none rounded-sm border border-line-strong bg-input",
  "checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
  "disabled:cursor-not-allowed disabled:opacity-55",
);

/**
 * The box's `indeterminate` (a DOM property, no attribute), set as the box mounts and whenever it
 * changes (React swaps the ref then): no hook or effect per row's box.
 */
function markMixed(box: HTMLInputElement | null) {
  if (box) box.indeterminate = true;
}
function markNotMixed(box: HTMLInputElement | null) {
  if (box) box.indeterminate = false;
}

export interface SelectionCheckboxProps {
  /** Accessible name ("Select all rows on this page", "Select Spring appeal"). */
  readonly label: string;
  readonly checked: boolean;
  /** Some but not all rows selected: the box shows a dash and reports "mixed". */
  readonly indeterminate?: boolean;
  readonly disabled?: boolean;
  readonly onChange: ChangeEventHandler<HTMLInputElement>;
}

/**
 * A native checkbox drawn with the tokens (box, tick, dash), with a real indeterminate state.
 * The tick and the dash are in the DOM only while they show: a clear box (most rows of a long
 * list) is two nodes, which keeps a scrolled-in row cheap to draw.
 */
export function SelectionCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  onChange,
}: SelectionCheckboxProps) {
  return (
    <span
      data-slot="selection-checkbox"
      className="relative inline-flex size-4 shrink-0 align-middle"
    >
      <input
        ref={indeterminate ? markMixed : markNotMixed}
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className={BOX_CLASS}
      />
      {checked && !indeterminate ? (
        <Check
          aria-hidden="true"
          size={12}
          strokeWidth={3}
          className="pointer-events-none absolute inset-0.5 hidden text-on-primary peer-checked:block peer-indeterminate:hidden"
        />
      ) : null}
      {indeterminate ? (
        <Minus
          aria-hidden="true"
          size={12}
          strokeWidth={3}
          className="pointer-events-none absolute inset-0.5 hidden text-on-primary peer-indeterminate:block"
        />
      ) : null}
    </span>
  );
}
