import type {
  CustomRangeDirection,
  CustomRangeUnit,
  NamedRange,
  PresetRangeKind,
} from "@canvass/sdk/dates";

/** Every text a date-range picker shows or reads out, so the console can translate them. */
export interface DateRangePickerLabels {
  /** Name of the whole picker (a group), unless `aria-label`/`aria-labelledby` is given. */
  readonly group: string;
  /** Name of the range-kind dropdown. */
  readonly kind: string;
  readonly presets: Readonly<Record<PresetRangeKind, string>>;
  readonly named: Readonly<Record<NamedRange, string>>;
  /** The custom-range choice. */
  readonly custom: string;
  /** Name of the number box of a custom range. */
  readonly amount: string;
  /** Name of the unit dropdown of a custom range. */
  readonly unit: string;
  readonly units: Readonly<Record<CustomRangeUnit, string>>;
  /** Name of the direction dropdown of a custom range. */
  readonly direction: string;
  readonly directions: Readonly<Record<CustomRangeDirection, string>>;
  /** A span from `start` to `end` (already formatted dates). */
  readonly span: (start: string, end: string) => string;
}

/** Translations: any label, and any single entry of the label tables. */
export type DateRangePickerLabelOverrides = Partial<
  Omit<DateRangePickerLabels, "presets" | "named" | "units" | "directions">
> & {
  readonly presets?: Partial<DateRangePickerLabels["presets"]>;
  readonly named?: Partial<DateRangePickerLabels["named"]>;
  readonly units?: Partial<DateRangePickerLabels["units"]>;
  readonly directions?: Partial<DateRangePickerLabels["directions"]>;
};

export const DEFAULT_DATE_RANGE_PICKER_LABELS: DateRangePickerLabels = {
  group: "Date range",
  kind: "Range",
  presets: {
    today: "Today",
    yesterday: "Yesterday",
    thisWeek: "This week",
    lastWeek: "Last week",
    thisMonth: "This month",
    lastMonth: "Last month",
    thisYear: "This year",
    lastYear: "Last year",
  },
  named: { "last day": "Last day" },
  custom: "Custom range",
  amount: "Number of days or hours",
  unit: "Unit",
  units: { days: "days", hours: "hours" },
  direction: "Direction",
  directions: { before: "before now", after: "after now" },
  span: (start, end) => `${start} – ${end}`,
};

/** The default labels with the given translations laid over them. */
export function resolveDateRangePickerLabels(
  overrides: DateRangePickerLabelOverrides = {},
): DateRangePickerLabels {
  const defaults = DEFAULT_DATE_RANGE_PICKER_LABELS;
  return {
    ...defaults,
    ...overrides,
    presets: { ...defaults.presets, ...overrides.presets },
    named: { ...defaults.named, ...overrides.named },
    units: { ...defaults.units, ...overrides.units },
    directions: { ...defaults.directions, ...overrides.directions },
  };
}
