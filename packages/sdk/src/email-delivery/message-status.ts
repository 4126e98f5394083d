/** The delivery statuses of a message of the messages log (decision 0040). */

export const MESSAGE_STATUSES = [
  "queued",
  "sent",
  "delivered",
  "opened",
  "clicked",
  "bounced",
  "blocked",
  "failed",
] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** Statuses after which nothing more happens to the message on our side. */
export function isFinalMessageStatus(status: MessageStatus): boolean {
  return status !== "queued";
}

export const BOUNCE_TYPES = ["hard", "soft"] as const;
export type BounceType = (typeof BOUNCE_TYPES)[number];

/**
 * The back-off before delivery attempt `attempt` (1-based; attempt 1 is immediate): 1 min,
 * 5 min, 30 min, 2 h; `undefined` when no attempt is left (`delaysMs` overrides, for tests).
 */
export function retryDelayMs(
  attempt: number,
  delaysMs: readonly number[] = [60_000, 300_000, 1_800_000, 7_200_000],
): number | undefined {
  if (attempt <= 1) return 0;
  return delaysMs[attempt - 2];
}
