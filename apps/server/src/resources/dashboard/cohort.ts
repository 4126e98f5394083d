/**
 * The attrition cohort from SQL's grouped counts (sign-up month × cancel month): for each
 * sign-up month, the share of its sign-ups not cancelled by the end of month 0, 1, 2 … after
 * it, for the months that have ended (the current month is still running, so it is left out).
 */

/** One grouped count: sign-ups of `month` cancelled in `cancel_month` (null: not cancelled). */
export interface CohortCell {
  readonly month: string;
  readonly cancel_month: string | null;
  readonly n: string | number;
}

export interface CohortRow {
  readonly Month: string;
  readonly SignUps: number;
  readonly Active: number[];
}

const MAX_MONTHS = 24;

function monthIndex(month: string): number {
  const [year, mon] = month.split("-").map(Number);
  return (year ?? 0) * 12 + (mon ?? 1) - 1;
}

export function cohortRows(cells: readonly CohortCell[], currentMonth: string): CohortRow[] {
  const byMonth = new Map<string, { signUps: number; cancelledAt: Map<number, number> }>();
  for (const cell of cells) {
    const entry = byMonth.get(cell.month) ?? { signUps: 0, cancelledAt: new Map<number, number>() };
    const n = Number(cell.n);
    entry.signUps += n;
    if (cell.cancel_month !== null) {
      const since = Math.max(0, monthIndex(cell.cancel_month) - monthIndex(cell.month));
      entry.cancelledAt.set(since, (entry.cancelledAt.get(since) ?? 0) + n);
    }
    byMonth.set(cell.month, entry);
  }
  const now = monthIndex(currentMonth);
  return [...byMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .slice(-MAX_MONTHS)
    .map(([month, { signUps, cancelledAt }]) => {
      const ended = Math.min(MAX_MONTHS, now - monthIndex(month));
      const active: number[] = [];
      let cancelled = 0;
      for (let since = 0; since < ended; since += 1) {
        cancelled += cancelledAt.get(since) ?? 0;
        active.push(signUps === 0 ? 0 : (signUps - cancelled) / signUps);
      }
      return { Month: month, SignUps: signUps, Active: active };
    });
}
