import type { BatchCall, BatchCallOutcome } from "./batch-run.types";

export interface RunPoolOptions {
  readonly concurrency: number;
  /** Each call's outcome, as it ends. */
  readonly onSettled: (id: string, outcome: BatchCallOutcome) => void;
  /** Asked before each new call: once true, none starts (the calls under way end). */
  readonly stopped: () => boolean;
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs `call` for each id, at most `concurrency` at once, in order of the ids. A call that throws
 * counts as failed with the error's message. Resolves when every call started has ended.
 */
export async function runPool(
  ids: readonly string[],
  call: BatchCall,
  options: RunPoolOptions,
): Promise<void> {
  if (!Number.isInteger(options.concurrency) || options.concurrency < 1)
    throw new RangeError(`concurrency must be a whole number ≥ 1, got ${options.concurrency}`);
  let next = 0;
  const lane = async (): Promise<void> => {
    while (next < ids.length && !options.stopped()) {
      const id = ids[next];
      next += 1;
      if (id === undefined) break;
      let outcome: BatchCallOutcome;
      try {
        outcome = await call(id);
      } catch (error) {
        outcome = { ok: false, reason: reasonOf(error) };
      }
      options.onSettled(id, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(options.concurrency, ids.length) }, lane));
}
