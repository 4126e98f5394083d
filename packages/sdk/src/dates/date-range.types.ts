import type { DayOfWeek } from "./dates.constants";

/** The calendar ranges the filters offer (spec §9), each whole days in the chosen zone. */
export type PresetRangeKind =
  | "today"
  | "yesterday"
  | "thisWeek"
  | "lastWeek"
  | "thisMonth"
  | "lastMonth"
  | "thisYear"
  | "lastYear";

/** Every kind of range: a preset, or `custom` N days or hours before or after now. */
export type DateRangeKind = PresetRangeKind | "custom";

/** The unit of a custom range. */
export type CustomRangeUnit = "days" | "hours";

/** Whether a custom range reaches back from now or forward from now. */
export type CustomRangeDirection = "before" | "after";

/** What every range needs: the injected clock reading and the zone the calendar is read in. */
export interface DateRangeContext {
  /** The current instant; injected so ranges are reproducible. */
  readonly now: Date;
  /** An IANA time zone name, e.g. `America/Los_Angeles`. */
  readonly timeZone: string;
  /** First day of the week for `thisWeek`/`lastWeek`; defaults to `DEFAULT_FIRST_DAY_OF_WEEK` (Sunday). */
  readonly firstDayOfWeek?: DayOfWeek;
}

/** A custom range: `amount` whole days or hours, before or after now. */
export interface CustomRange {
  readonly amount: number;
  readonly unit: CustomRangeUnit;
  readonly direction: CustomRangeDirection;
}

/** Options of a custom range. */
export type CustomRangeOptions = DateRangeContext & CustomRange;

/** A range as the list calls take it in their query: UTC ISO instants plus the zone they were cut in. */
export interface DateRangeQuery {
  readonly After: string;
  readonly Before: string;
  readonly timezone: string;
}
