/**
 * The fundraising-platform batches (`/gfmp-batch`, decision 0038): the list's page sizes, a
 * batch's statuses and when it may run again. The server and the console read these.
 */

/** Page sizes of the batch list (spec: 10…500, default 50). */
export const BATCH_PAGE_SIZES = [10, 25, 50, 100, 250, 500] as const;
export const DEFAULT_BATCH_PAGE_SIZE = 50;

export const BATCH_STATUSES = ["running", "done", "failed"] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

/** The outcome of one row the provider sent. */
export const BATCH_ROW_STATUSES = ["created", "existing", "failed"] as const;
export type BatchRowStatus = (typeof BATCH_ROW_STATUSES)[number];

/** A batch can run again when it failed, or when some of its rows failed. */
export function canRerunBatch(batch: { readonly status: BatchStatus; readonly failed: number }) {
  return batch.status === "failed" || (batch.status === "done" && batch.failed > 0);
}

/** A page size the list accepts (anything else falls back to the default). */
export function batchPageSize(value: unknown): number {
  const size = Number(value);
  return (BATCH_PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_BATCH_PAGE_SIZE;
}
