/**
 * Work a handler does after its answer has been sent, so the answer's timing cannot depend on it
 * (a password reset looks the user up and writes the mail to the outbox only after the 202).
 * Jobs run in this process; a failed one is logged and dropped (the caller can ask again).
 * `idle()` waits for every started job: the server waits for it before closing the database,
 * and tests before reading the outbox.
 */
import type { FastifyReply } from "fastify";

export type JobLog = (fields: Record<string, unknown>, message: string) => void;

export interface BackgroundJobs {
  /** Runs `task` once the answer of `reply` has been sent (or its connection has closed). */
  afterResponse(reply: FastifyReply, name: string, task: () => Promise<void>): void;
  /** Resolves when no job is running or waiting. */
  idle(): Promise<void>;
}

export function createBackgroundJobs(log: () => JobLog): BackgroundJobs {
  const running = new Set<Promise<void>>();
  const waiting = new Set<FastifyReply>();
  let settled: (() => void)[] = [];
  const checkIdle = () => {
    if (running.size > 0 || waiting.size > 0) return;
    const resolvers = settled;
    settled = [];
    for (const resolve of resolvers) resolve();
  };
  const start = (name: string, task: () => Promise<void>) => {
    const job = task()
      .catch((error: unknown) => {
        log()(
          { job: name, err: error instanceof Error ? error.message : String(error) },
          "job failed",
        );
      })
      .finally(() => {
        running.delete(job);
        checkIdle();
      });
    running.add(job);
  };
  return {
    afterResponse(reply, name, task) {
      waiting.add(reply);
      reply.raw.once("close", () => {
        waiting.delete(reply);
        start(name, task);
      });
    },
    idle() {
      if (running.size === 0 && waiting.size === 0) return Promise.resolve();
      return new Promise((resolve) => settled.push(resolve));
    },
  };
}
