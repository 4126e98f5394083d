import type { CustomRange, CustomRangeDirection, CustomRangeUnit } from "@canvass/sdk/dates";
import { clsx } from "clsx";
import { useState } from "react";
import { Dropdown } from "../dropdown/Dropdown";
import type { DropdownSize } from "../dropdown/dropdown.styles";
import {
  FRAME_SIZES,
  INPUT_BORDER,
  INPUT_DISABLED_VARIANTS,
  INPUT_FOCUS_RING,
  INPUT_SURFACE,
} from "../../theme/input.styles";
import type { DateRangePickerLabels } from "./date-range-picker.labels";
import { parseAmount } from "./date-range-value";

const UNITS: readonly CustomRangeUnit[] = ["days", "hours"];
const DIRECTIONS: readonly CustomRangeDirection[] = ["before", "after"];

/** The number box: the input surface at the dropdowns' heights. */
const AMOUNT_INPUT =
  `${INPUT_SURFACE} ${INPUT_BORDER.normal} ${INPUT_FOCUS_RING} ${INPUT_DISABLED_VARIANTS} ` +
  "w-20 tabular-nums aria-invalid:border-danger";

const AMOUNT_SIZES = FRAME_SIZES;

export interface CustomRangeFieldsProps {
  readonly range: CustomRange;
  readonly onRangeChange: (range: CustomRange) => void;
  readonly labels: DateRangePickerLabels;
  readonly disabled: boolean;
  readonly size: DropdownSize;
  readonly theme: "light" | "dark" | undefined;
}

/**
 * The parts of a custom range: a whole number, days or hours, before or after now. A number
 * being typed that is not whole and non-negative is marked invalid and not emitted; leaving the
 * box shows the last valid amount again.
 */
export function CustomRangeFields({
  range,
  onRangeChange,
  labels,
  disabled,
  size,
  theme,
}: CustomRangeFieldsProps) {
  /** The text being typed; `null` shows the range's amount. */
  const [draft, setDraft] = useState<string | null>(null);
  const invalid = draft !== null && parseAmount(draft) === null;

  return (
    <>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        aria-label={labels.amount}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        value={draft ?? String(range.amount)}
        data-slot="date-range-amount"
        data-input-theme={theme}
        className={clsx(AMOUNT_INPUT, AMOUNT_SIZES[size])}
        onChange={(event) => {
          const text = event.currentTarget.value;
          setDraft(text);
          const amount = parseAmount(text);
          if (amount !== null && amount !== range.amount) onRangeChange({ ...range, amount });
        }}
        onBlur={() => {
          setDraft(null);
        }}
      />
      <Dropdown
        aria-label={labels.unit}
        options={UNITS.map((unit) => ({ value: unit, display: labels.units[unit] }))}
        value={range.unit}
        disabled={disabled}
        size={size}
        theme={theme}
        onValueChange={(unit) => {
          const next = UNITS.find((candidate) => candidate === unit);
          if (next !== undefined && next !== range.unit) onRangeChange({ ...range, unit: next });
        }}
      />
      <Dropdown
        aria-label={labels.direction}
        options={DIRECTIONS.map((direction) => ({
          value: direction,
          display: labels.directions[direction],
        }))}
        value={range.direction}
        disabled={disabled}
        size={size}
        theme={theme}
        onValueChange={(direction) => {
          const next = DIRECTIONS.find((candidate) => candidate === direction);
          if (next !== undefined && next !== range.direction)
            onRangeChange({ ...range, direction: next });
        }}
      />
    </>
  );
}
