/** How many days a month and a year count for in duration conversions (spec §9). */
export const DURATION_DAYS = { day: 1, month: 30, year: 365 } as const satisfies Record<
  string,
  number
>;

/** A unit a duration can be given in. */
export type DurationUnit = keyof typeof DURATION_DAYS;

/** A duration in days: `durationToDays(2, "month")` is 60, `durationToDays(1, "year")` is 365. */
export function durationToDays(amount: number, unit: DurationUnit): number {
  return amount * DURATION_DAYS[unit];
}
