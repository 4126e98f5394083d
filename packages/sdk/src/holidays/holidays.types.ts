/** Every seasonal theme of spec §9, kebab-case so it can serve as a cookie value or CSS hook. */
export type HolidayId =
  | "christmas"
  | "new-year"
  | "halloween"
  | "july-4"
  | "canada-day"
  | "st-patrick"
  | "valentine"
  | "india-independence"
  | "gandhi-birthday"
  | "peru-independence"
  | "hispanic-day"
  | "chinese-new-year"
  | "us-thanksgiving"
  | "canadian-thanksgiving"
  | "easter"
  | "diwali"
  | "holy-week";

interface HolidayBase {
  readonly id: HolidayId;
  /** Month of the first day, 1 = January. */
  readonly month: number;
  /** Day of the month of the first day. */
  readonly day: number;
  /** How many days the theme shows, counting the first. */
  readonly days: number;
}

/** A theme that starts on the same date every year and may run into the next year. */
export interface FixedHoliday extends HolidayBase {
  readonly kind: "fixed";
}

/** A theme that starts on a date of one year only (moving feasts). */
export interface DatedHoliday extends HolidayBase {
  readonly kind: "dated";
  readonly year: number;
}

/** A seasonal theme. */
export type Holiday = FixedHoliday | DatedHoliday;

/** The theme showing on a date and how many days it still shows, today included. */
export interface ActiveHoliday {
  readonly id: HolidayId;
  readonly remainingDays: number;
}
