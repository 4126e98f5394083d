/**
 * An exclusion's period (issue 22, decision 0059): a campaign option (override) with
 * `ActiveFrom`/`ActiveTo` applies only to submissions signed up on those days (inclusive, each
 * side open when null). The server answers 422 naming the side with these problems, and the
 * console's exclusion form shows the same ones next to the date before asking; the applier
 * (the field app, a report) asks `exclusionActiveOn` with the sign-up's day in its zone.
 */
import {
  dayInPeriod,
  dayPeriodProblems,
  normalizeDayPeriod,
  type DayPeriod,
  type DayPeriodFieldProblem,
  type DayPeriodProblem,
} from "../dates/day-period";

export type ExclusionPeriod = DayPeriod;
export type ExclusionPeriodProblem = DayPeriodProblem;
export type ExclusionPeriodFieldProblem = DayPeriodFieldProblem;

/** The server's English words of each problem (the console shows its own translation). */
export const EXCLUSION_PERIOD_MESSAGES: Readonly<Record<ExclusionPeriodProblem, string>> = {
  badDate: "must be a day (YYYY-MM-DD)",
  endsBeforeStart: "must not be before the start of the period",
};

/** The period as stored: empty sides as null. */
export function normalizeExclusionPeriod<T extends ExclusionPeriod>(period: T): T {
  return normalizeDayPeriod(period);
}

/** What is wrong with an exclusion's (normalized) period; empty when it is fine. */
export function exclusionPeriodProblems(period: ExclusionPeriod): ExclusionPeriodFieldProblem[] {
  return dayPeriodProblems(period);
}

/** Whether an exclusion applies to a submission signed up on `day` (YYYY-MM-DD). */
export function exclusionActiveOn(period: ExclusionPeriod, day: string): boolean {
  return dayInPeriod(period, day);
}
