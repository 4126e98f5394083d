/**
 * A period of whole days (`YYYY-MM-DD`, both ends inclusive, each side open when null or
 * absent): the rule source codes' active dates and exclusions' periods share. A day must be a
 * real calendar day; the end must not be before the start.
 */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A day period as the contract carries it. */
export interface DayPeriod {
  readonly ActiveFrom?: string | null | undefined;
  readonly ActiveTo?: string | null | undefined;
}

/** Why a side of a period is refused: the `errors[].code` the server sends. */
export type DayPeriodProblem = "badDate" | "endsBeforeStart";

export interface DayPeriodFieldProblem {
  readonly field: "ActiveFrom" | "ActiveTo";
  readonly problem: DayPeriodProblem;
}

/**
 * Whether `value` is a real calendar day written `YYYY-MM-DD`, from year 1 (a database `date`
 * has no year 0).
 */
export function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value) || value.startsWith("0000")) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The period with empty texts as null (an emptied date input clears that side). */
export function normalizeDayPeriod<T extends DayPeriod>(period: T): T {
  const out = { ...period } as Record<string, unknown>;
  for (const key of ["ActiveFrom", "ActiveTo"] as const) {
    if (period[key] === "") out[key] = null;
  }
  return out as T;
}

/** What is wrong with a period, side by side; empty when it is fine. */
export function dayPeriodProblems(period: DayPeriod): DayPeriodFieldProblem[] {
  const from = period.ActiveFrom ?? null;
  const to = period.ActiveTo ?? null;
  const problems: DayPeriodFieldProblem[] = [];
  if (from !== null && !isCalendarDay(from))
    problems.push({ field: "ActiveFrom", problem: "badDate" });
  if (to !== null && !isCalendarDay(to)) problems.push({ field: "ActiveTo", problem: "badDate" });
  else if (from !== null && to !== null && isCalendarDay(from) && to < from)
    problems.push({ field: "ActiveTo", problem: "endsBeforeStart" });
  return problems;
}

/** Whether `day` (YYYY-MM-DD) lies in the period; open sides always match. */
export function dayInPeriod(period: DayPeriod, day: string): boolean {
  const from = period.ActiveFrom ?? null;
  const to = period.ActiveTo ?? null;
  return (from === null || from <= day) && (to === null || day <= to);
}
