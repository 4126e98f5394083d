/**
 * The dashboard's comparison rules: a range's previous period and the change against it. The
 * server computes the previous period's KPIs with `previousPeriod` and the console shows the
 * change with `changeRatio`, so both read the same period.
 */

/** A closed range of instants, both ends included (the list's `After` and `Before`). */
export interface InstantRange {
  readonly after: Date;
  readonly before: Date;
}

/**
 * The period of the same length that ends just before the range starts (1 ms earlier): for a
 * range of whole days in a zone, the same number of whole days before it.
 */
export function previousPeriod(range: InstantRange): InstantRange {
  const length = range.before.getTime() - range.after.getTime();
  if (!Number.isFinite(length) || length < 0) throw new RangeError("before is earlier than after");
  const before = new Date(range.after.getTime() - 1);
  return { after: new Date(before.getTime() - length), before };
}

/**
 * The change of a number against its previous value as a fraction (0.25 is +25 %), or
 * `undefined` when there was nothing before to compare with (a change from 0 has no ratio).
 */
export function changeRatio(value: number, previous: number): number | undefined {
  if (previous === 0) return undefined;
  return (value - previous) / previous;
}
