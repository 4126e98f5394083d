import { clsx } from "clsx";
import { ChevronDown } from "lucide-react";
import { useId } from "react";

export interface PageSizeSelectProps {
  readonly label: string;
  readonly value: number;
  readonly options: readonly number[];
  /** Writes an option the locale's way. */
  readonly format: (size: number) => string;
  readonly disabled?: boolean;
  readonly onChange: (size: number) => void;
}

/** "Rows per page" with a native select drawn with the input tokens. */
export function PageSizeSelect({
  label,
  value,
  options,
  format,
  disabled = false,
  onChange,
}: PageSizeSelectProps) {
  const id = useId();
  // A size outside the options (set elsewhere) is still shown rather than silently replaced.
  const sizes = options.includes(value) ? options : [...options, value].sort((a, b) => a - b);
  return (
    <div data-slot="page-size" className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-fg-muted">
        {label}
      </label>
      <span className="relative inline-flex">
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            onChange(Number(event.target.value));
          }}
          className={clsx(
            "h-8 cursor-pointer appearance-none rounded-md border border-input-line bg-input py-0 pr-8 pl-2.5",
            "text-sm text-input-fg tabular-nums shadow-card",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            "disabled:cursor-not-allowed disabled:bg-input-disabled disabled:opacity-70",
          )}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {format(size)}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          size={14}
          className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-fg-muted"
        />
      </span>
    </div>
  );
}
