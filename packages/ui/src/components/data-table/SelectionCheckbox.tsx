import { clsx } from "clsx";
import { Check, Minus } from "lucide-react";
import { useEffect, useRef, type ChangeEventHandler } from "react";

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
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <span
      data-slot="selection-checkbox"
      className="relative inline-flex size-4 shrink-0 align-middle"
    >
      <input
        ref={ref}
        type="checkbox"
        aria-label={label}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className={clsx(
          "peer size-4 cursor-pointer appearance-none rounded-sm border border-line-strong bg-input",
          "checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          "disabled:cursor-not-allowed disabled:opacity-55",
        )}
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
