/**
 * Follows a job until it is final: `getJob` again and again with a growing pause (500 ms, ×1.5,
 * at most 5 s; reset whenever the progress moved), reporting each answer. Resolves to the final
 * job, or to the first failed call; an aborted signal ends it with the client's aborted error.
 */
import type { CanvassClient } from "../client/create-client";
import type { Result } from "../client/result";
import { sleep as defaultSleep, type Sleep } from "../client/sleep";
import { isJobFinished, type Job } from "./job-status";

export interface PollJobOptions {
  /** Called with every answer, the final one included. */
  readonly onUpdate?: (job: Job) => void;
  readonly signal?: AbortSignal;
  /** The first pause (default 500 ms). */
  readonly minDelayMs?: number;
  /** The longest pause (default 5000 ms). */
  readonly maxDelayMs?: number;
  /** Growth of the pause while nothing moves (default 1.5). */
  readonly factor?: number;
  /** Injected in tests. */
  readonly sleep?: Sleep;
}

/** The pause after `previous` when the job did (`moved`) or did not move. */
export function nextPollDelay(
  previous: number,
  moved: boolean,
  options: Pick<PollJobOptions, "minDelayMs" | "maxDelayMs" | "factor"> = {},
): number {
  const min = options.minDelayMs ?? 500;
  const max = options.maxDelayMs ?? 5000;
  if (moved) return min;
  return Math.min(max, Math.max(min, previous * (options.factor ?? 1.5)));
}

export async function pollJob(
  client: CanvassClient,
  id: string,
  options: PollJobOptions = {},
): Promise<Result<Job>> {
  const wait = options.sleep ?? defaultSleep;
  let delay = options.minDelayMs ?? 500;
  let previous: Job | undefined;
  for (;;) {
    const result = await client.call("getJob", {
      params: { path: { id } },
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    if (!result.ok) return result;
    const job = result.data;
    options.onUpdate?.(job);
    if (isJobFinished(job.status)) return result;
    const moved =
      previous !== undefined &&
      (previous.status !== job.status || previous.progress.done !== job.progress.done);
    if (previous !== undefined) delay = nextPollDelay(delay, moved, options);
    previous = job;
    try {
      await wait(delay, options.signal);
    } catch {
      // Aborted while waiting: one more call answers with the client's aborted error.
      continue;
    }
  }
}
