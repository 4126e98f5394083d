import { TZDate } from "@date-fns/tz";
import {
  addDays,
  addHours,
  endOfDay,
  endOfMonth,
  endOfWeek,
  endOfYear,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startOfYear,
  subDays,
  subHours,
  subMonths,
  subWeeks,
  subYears,
} from "date-fns";
import { DEFAULT_FIRST_DAY_OF_WEEK, type DayOfWeek } from "./dates.constants";
import type {
  CustomRange,
  CustomRangeOptions,
  DateRangeContext,
  DateRangeKind,
  DateRangeQuery,
  PresetRangeKind,
} from "./date-range.types";
import { assertTimeZone } from "./time-zone";

/** The preset kinds in the order a filter lists them. */
export const DATE_RANGE_PRESETS: readonly PresetRangeKind[] = [
  "today",
  "yesterday",
  "thisWeek",
  "lastWeek",
  "thisMonth",
  "lastMonth",
  "thisYear",
  "lastYear",
];

/** Named custom ranges that lists use as defaults. */
export const NAMED_RANGES = {
  /** From 00:00 yesterday to the end of today: at least the last 24 hours, whole days. */
  "last day": { amount: 1, unit: "days", direction: "before" },
} as const satisfies Record<string, CustomRange>;

/** A named custom range, e.g. `"last day"`. */
export type NamedRange = keyof typeof NAMED_RANGES;

/** Cancel, check-in and chat lists default to the last day (spec §9); see `NAMED_RANGES`. */
export const CANCEL_LIST_DEFAULT_RANGE: NamedRange = "last day";

interface Span {
  readonly start: Date;
  readonly end: Date;
}

type PresetSpan = (zonedNow: TZDate, weekStartsOn: DayOfWeek) => Span;

const wholeDay = (day: TZDate): Span => ({ start: startOfDay(day), end: endOfDay(day) });
const wholeWeek = (day: TZDate, weekStartsOn: DayOfWeek): Span => ({
  start: startOfWeek(day, { weekStartsOn }),
  end: endOfWeek(day, { weekStartsOn }),
});
const wholeMonth = (day: TZDate): Span => ({ start: startOfMonth(day), end: endOfMonth(day) });
const wholeYear = (day: TZDate): Span => ({ start: startOfYear(day), end: endOfYear(day) });

const PRESETS: Readonly<Record<PresetRangeKind, PresetSpan>> = {
  today: (now) => wholeDay(now),
  yesterday: (now) => wholeDay(subDays(now, 1)),
  thisWeek: (now, weekStartsOn) => wholeWeek(now, weekStartsOn),
  lastWeek: (now, weekStartsOn) => wholeWeek(subWeeks(now, 1), weekStartsOn),
  thisMonth: (now) => wholeMonth(now),
  lastMonth: (now) => wholeMonth(subMonths(now, 1)),
  thisYear: (now) => wholeYear(now),
  lastYear: (now) => wholeYear(subYears(now, 1)),
};

/**
 * A custom span. Days are whole calendar days in the zone and always include today:
 * `before` runs from 00:00 of the day `amount` days ago to the end of today, `after` from 00:00
 * today to the end of the day `amount` days ahead. Hours are exact instants from or to now.
 */
function customSpan(now: TZDate, range: CustomRange): Span {
  const { amount, unit, direction } = range;
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new RangeError(`A custom range needs a whole, non-negative amount; got ${amount}`);
  }
  if (unit === "hours") {
    return direction === "before"
      ? { start: subHours(now, amount), end: now }
      : { start: now, end: addHours(now, amount) };
  }
  return direction === "before"
    ? { start: startOfDay(subDays(now, amount)), end: endOfDay(now) }
    : { start: startOfDay(now), end: endOfDay(addDays(now, amount)) };
}

function isCustomRange(
  options: DateRangeContext | CustomRangeOptions,
): options is CustomRangeOptions {
  return "amount" in options && "unit" in options && "direction" in options;
}

const utcIso = (date: Date): string => new Date(date.getTime()).toISOString();

/**
 * A date range for list queries (spec §5, §9). Day-based ranges start at 00:00:00.000 and end at
 * 23:59:59.999 in `options.timeZone` (so a day across a DST change is 23 or 25 hours long);
 * hour-based custom ranges are exact instants. Both ends come back as UTC ISO strings with the
 * zone beside them. Throws a `RangeError` for an unknown zone, an invalid `now` or a bad amount.
 */
export function dateRange(kind: PresetRangeKind, options: DateRangeContext): DateRangeQuery;
export function dateRange(kind: "custom", options: CustomRangeOptions): DateRangeQuery;
export function dateRange(
  kind: DateRangeKind,
  options: DateRangeContext | CustomRangeOptions,
): DateRangeQuery {
  const { now, timeZone, firstDayOfWeek = DEFAULT_FIRST_DAY_OF_WEEK } = options;
  assertTimeZone(timeZone);
  if (Number.isNaN(now.getTime())) throw new RangeError("dateRange needs a valid `now`");
  const zonedNow = new TZDate(now.getTime(), timeZone);
  let span: Span;
  if (kind === "custom") {
    if (!isCustomRange(options))
      throw new TypeError("A custom range needs amount, unit and direction");
    span = customSpan(zonedNow, options);
  } else {
    span = PRESETS[kind](zonedNow, firstDayOfWeek);
  }
  return { After: utcIso(span.start), Before: utcIso(span.end), timezone: timeZone };
}

/** The range a named custom range stands for, e.g. the lists' default `"last day"`. */
export function namedRange(name: NamedRange, context: DateRangeContext): DateRangeQuery {
  return dateRange("custom", { ...context, ...NAMED_RANGES[name] });
}
