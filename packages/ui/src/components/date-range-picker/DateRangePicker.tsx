import {
  DATE_RANGE_PRESETS,
  NAMED_RANGES,
  type CustomRange,
  type DateRangeQuery,
  type DayOfWeek,
  type NamedRange,
  type PresetRangeKind,
} from "@canvass/sdk/dates";
import { DEFAULT_LOCALE, type Locale } from "@canvass/sdk/locale";
import { clsx } from "clsx";
import { useState } from "react";
import { Dropdown } from "../dropdown/Dropdown";
import type { DropdownSize } from "../dropdown/dropdown.styles";
import { CustomRangeFields } from "./CustomRangeFields";
import {
  resolveDateRangePickerLabels,
  type DateRangePickerLabelOverrides,
} from "./date-range-picker.labels";
import {
  choiceOf,
  choicesOf,
  formatRangeEnds,
  tryComputeDateRange,
  unitOf,
  type DateRangeValue,
} from "./date-range-value";

const NAMED_RANGE_NAMES = Object.keys(NAMED_RANGES) as NamedRange[];

export interface DateRangePickerProps {
  /** The chosen range (controlled). */
  readonly value?: DateRangeValue;
  /** The initial range when uncontrolled; the first preset by default. */
  readonly defaultValue?: DateRangeValue;
  /**
   * Called with the chosen range, and the range it stands for (UTC instants, SDK `dateRange`)
   * when `now` and `timeZone` are given, `null` otherwise.
   */
  readonly onValueChange?: (value: DateRangeValue, range: DateRangeQuery | null) => void;
  /** The current instant, injected: the picker never reads the clock. Enables the computed spans. */
  readonly now?: Date | undefined;
  /** IANA zone the calendar is read in (with `now`). */
  readonly timeZone?: string | undefined;
  /** First day of the week for this/last week; the SDK default (Sunday) otherwise. */
  readonly firstDayOfWeek?: DayOfWeek | undefined;
  /** Locale the computed spans are written in. */
  readonly locale?: Locale | undefined;
  /** The presets offered, in order; the SDK's `DATE_RANGE_PRESETS` by default. */
  readonly presets?: readonly PresetRangeKind[];
  /** The SDK's named ranges offered (e.g. "last day"); all of `NAMED_RANGES` by default. */
  readonly namedRanges?: readonly NamedRange[];
  /** Offer a custom range of N days or hours before or after now (default true). */
  readonly allowCustom?: boolean;
  /** The custom range first shown when a person switches to custom; "last day" by default. */
  readonly defaultCustomRange?: CustomRange;
  readonly disabled?: boolean | undefined;
  readonly size?: DropdownSize | undefined;
  readonly theme?: "light" | "dark" | undefined;
  readonly labels?: DateRangePickerLabelOverrides;
  readonly "aria-label"?: string | undefined;
  readonly "aria-labelledby"?: string | undefined;
  readonly className?: string | undefined;
}

/**
 * A date-range filter: a dropdown of the SDK's presets and named ranges, plus a custom range of
 * N days or hours before or after now. Emits the chosen kind (or custom spec) and, given `now`
 * and `timeZone`, the computed range; each choice then shows the span it covers.
 */
export function DateRangePicker({
  value: valueProp,
  defaultValue,
  onValueChange,
  now,
  timeZone,
  firstDayOfWeek,
  locale = DEFAULT_LOCALE,
  presets = DATE_RANGE_PRESETS,
  namedRanges = NAMED_RANGE_NAMES,
  allowCustom = true,
  defaultCustomRange = NAMED_RANGES["last day"],
  disabled = false,
  size = "md",
  theme,
  labels: labelOverrides,
  "aria-label": ariaLabel,
  "aria-labelledby": ariaLabelledby,
  className,
}: DateRangePickerProps) {
  const labels = resolveDateRangePickerLabels(labelOverrides);
  const firstChoice: DateRangeValue = presets[0]
    ? { kind: presets[0] }
    : { kind: "custom", range: defaultCustomRange };
  const [innerValue, setInnerValue] = useState<DateRangeValue>(defaultValue ?? firstChoice);
  const value = valueProp ?? innerValue;
  const [lastCustom, setLastCustom] = useState<CustomRange>(
    value.kind === "custom" ? value.range : defaultCustomRange,
  );

  const context = { now, timeZone, firstDayOfWeek };
  const spanOf = (choice: DateRangeValue): string | undefined => {
    const range = tryComputeDateRange(choice, context);
    if (range === null) return undefined;
    const ends = formatRangeEnds(range, unitOf(choice), locale);
    return ends.length === 2 ? labels.span(ends[0], ends[1]) : ends[0];
  };

  function change(next: DateRangeValue) {
    if (next.kind === "custom") setLastCustom(next.range);
    if (valueProp === undefined) setInnerValue(next);
    onValueChange?.(next, tryComputeDateRange(next, context));
  }

  const choices = choicesOf(presets, namedRanges, allowCustom);
  const kindOptions = choices.map(({ choice, value: choiceValue }) =>
    choiceValue === null
      ? { value: choice, display: labels.custom }
      : {
          value: choice,
          display:
            choiceValue.kind === "named"
              ? labels.named[choiceValue.name]
              : labels.presets[choiceValue.kind],
          subtext: spanOf(choiceValue),
        },
  );
  const summary = spanOf(value);

  return (
    <div
      role="group"
      aria-label={ariaLabelledby === undefined ? (ariaLabel ?? labels.group) : undefined}
      aria-labelledby={ariaLabelledby}
      data-slot="date-range-picker"
      className={clsx("flex flex-wrap items-center gap-2", className)}
    >
      <Dropdown
        aria-label={labels.kind}
        options={kindOptions}
        value={choiceOf(value)}
        disabled={disabled}
        size={size}
        theme={theme}
        className="min-w-40"
        onValueChange={(choice) => {
          const picked = choices.find((entry) => entry.choice === choice);
          if (picked === undefined || choice === choiceOf(value)) return;
          change(picked.value ?? { kind: "custom", range: lastCustom });
        }}
      />
      {value.kind === "custom" ? (
        <CustomRangeFields
          range={value.range}
          labels={labels}
          disabled={disabled}
          size={size}
          theme={theme}
          onRangeChange={(range) => {
            change({ kind: "custom", range });
          }}
        />
      ) : null}
      {summary === undefined ? null : (
        <span data-slot="date-range-summary" className="text-sm text-fg-muted tabular-nums">
          {summary}
        </span>
      )}
    </div>
  );
}
