/** What a date-range picker holds and emits, and the range it stands for (via the SDK). */
import {
  dateRange,
  formatDate,
  namedRange,
  type CustomRange,
  type CustomRangeUnit,
  type DateRangeContext,
  type DateRangeQuery,
  type NamedRange,
  type PresetRangeKind,
} from "@canvass/sdk/dates";
import type { Locale } from "@canvass/sdk/locale";

/** A chosen range: one of the SDK's presets, one of its named ranges, or a custom span. */
export type DateRangeValue =
  | { readonly kind: PresetRangeKind }
  | { readonly kind: "named"; readonly name: NamedRange }
  | { readonly kind: "custom"; readonly range: CustomRange };

/** The range a value stands for at `context.now` in `context.timeZone` (SDK `dateRange`). */
export function computeDateRange(value: DateRangeValue, context: DateRangeContext): DateRangeQuery {
  switch (value.kind) {
    case "named":
      return namedRange(value.name, context);
    case "custom":
      return dateRange("custom", { ...context, ...value.range });
    default:
      return dateRange(value.kind, context);
  }
}

/** Like `computeDateRange`, but `null` without a clock reading or when the SDK refuses the input. */
export function tryComputeDateRange(
  value: DateRangeValue,
  context: { readonly [K in keyof DateRangeContext]?: DateRangeContext[K] | undefined },
): DateRangeQuery | null {
  const { now, timeZone, firstDayOfWeek } = context;
  if (now === undefined || timeZone === undefined) return null;
  try {
    return computeDateRange(value, {
      now,
      timeZone,
      ...(firstDayOfWeek === undefined ? {} : { firstDayOfWeek }),
    });
  } catch {
    return null;
  }
}

/** The unit a value's span is measured in: hours only for a custom range in hours. */
export function unitOf(value: DateRangeValue): CustomRangeUnit {
  return value.kind === "custom" ? value.range.unit : "days";
}

const CUSTOM_CHOICE = "custom";
const NAMED_PREFIX = "named:";

/** The value of the range-kind dropdown for a picker value. */
export function choiceOf(value: DateRangeValue): string {
  switch (value.kind) {
    case "named":
      return NAMED_PREFIX + value.name;
    case "custom":
      return CUSTOM_CHOICE;
    default:
      return value.kind;
  }
}

/** A choice of the range-kind dropdown: a preset or named range, or (`value: null`) custom. */
export interface RangeChoice {
  readonly choice: string;
  readonly value: Exclude<DateRangeValue, { kind: "custom" }> | null;
}

/** The choices of the range-kind dropdown, in order: presets, named ranges, then custom. */
export function choicesOf(
  presets: readonly PresetRangeKind[],
  named: readonly NamedRange[],
  allowCustom: boolean,
): readonly RangeChoice[] {
  return [
    ...presets.map((kind): RangeChoice => ({ choice: kind, value: { kind } })),
    ...named.map((name): RangeChoice => ({
      choice: NAMED_PREFIX + name,
      value: { kind: "named", name },
    })),
    ...(allowCustom ? [{ choice: CUSTOM_CHOICE, value: null }] : []),
  ];
}

/** A whole, non-negative amount typed into the custom-range box, or `null` for anything else. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  return Number.isSafeInteger(amount) ? amount : null;
}

/**
 * Both ends of a range written for people, in the zone it was cut in: whole days as dates, hour
 * spans with the time. A range within one day gives one date.
 */
export function formatRangeEnds(
  range: DateRangeQuery,
  unit: CustomRangeUnit,
  locale: Locale,
): readonly [start: string, end: string] | readonly [day: string] {
  const options: Intl.DateTimeFormatOptions =
    unit === "hours" ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" };
  const start = formatDate(new Date(range.After), locale, range.timezone, options);
  const end = formatDate(new Date(range.Before), locale, range.timezone, options);
  return start === end ? [start] : [start, end];
}
