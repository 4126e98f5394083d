export { DEFAULT_FIRST_DAY_OF_WEEK, DEFAULT_TIME_ZONES } from "./dates.constants";
export type { DayOfWeek, DefaultTimeZone } from "./dates.constants";
export {
  dateRange,
  namedRange,
  DATE_RANGE_PRESETS,
  NAMED_RANGES,
  CANCEL_LIST_DEFAULT_RANGE,
} from "./date-range";
export type { NamedRange } from "./date-range";
export type {
  PresetRangeKind,
  DateRangeKind,
  CustomRangeUnit,
  CustomRangeDirection,
  DateRangeContext,
  CustomRange,
  CustomRangeOptions,
  DateRangeQuery,
} from "./date-range.types";
export { isValidTimeZone, assertTimeZone } from "./time-zone";
export { DURATION_DAYS, durationToDays } from "./duration";
export type { DurationUnit } from "./duration";
export { formatDate } from "./format-date";
export type { FormatDateOptions } from "./format-date";
export { dayInPeriod, dayPeriodProblems, isCalendarDay, normalizeDayPeriod } from "./day-period";
export type { DayPeriod, DayPeriodFieldProblem, DayPeriodProblem } from "./day-period";
