/** Facts the cancels list shows about a cancellation: how long after sign-up, and the rate. */

const DAY_MS = 86_400_000;

/**
 * Whole days from the sign-up (the submission's `Received`) to the cancellation (`Created`),
 * rounded down; `undefined` when either is missing or unreadable. Never negative (a clock skew
 * of a cancellation recorded before its submission arrived reads as the same day).
 */
export function daysAfterSignUp(
  signedUp: string | undefined | null,
  cancelled: string | undefined | null,
): number | undefined {
  if (signedUp == null || cancelled == null) return undefined;
  const start = Date.parse(signedUp);
  const end = Date.parse(cancelled);
  if (Number.isNaN(start) || Number.isNaN(end)) return undefined;
  return Math.max(0, Math.floor((end - start) / DAY_MS));
}

/**
 * The cancel rate of a filter: cancellations recorded in the range over sign-ups received in it
 * (a share between 0 and more than 1 when older sign-ups cancel); `undefined` without sign-ups.
 */
export function cancelRate(cancels: number, signUps: number): number | undefined {
  if (!Number.isFinite(cancels) || !Number.isFinite(signUps) || signUps <= 0 || cancels < 0) {
    return undefined;
  }
  return cancels / signUps;
}
