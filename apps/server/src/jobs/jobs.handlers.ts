/**
 * `listJobs`, `getJob`, `cancelJob`, `retryJob` (decision 0024): any signed-in user sees and acts
 * on the jobs they started; root and admin users on every job. Another user's job is a 404, as
 * if it did not exist.
 */
import { principalOf, type Principal } from "../auth/index.js";
import { conflict, notFound, type HandlerMap } from "../http/index.js";
import { readListPage } from "../resources/lists/index.js";
import type { ServerDeps } from "../services.js";
import type { JobRecord, JobStatus } from "./types.js";

/** Root and admin users see every user's jobs. */
function seesAllJobs(principal: Principal): boolean {
  return principal.player.role === "root" || principal.player.role === "admin";
}

function visible(principal: Principal, job: JobRecord | undefined): job is JobRecord {
  return job !== undefined && (seesAllJobs(principal) || job.owner === principal.player.id);
}

/** A job as the contract's `Job`. */
export function toJobBody(job: JobRecord) {
  return {
    id: job.id,
    kind: job.kind,
    owner: job.owner,
    status: job.status,
    progress: job.progress,
    result: job.result ?? null,
    error: job.error,
    attempts: job.attempts,
    Created: job.created.toISOString(),
    Started: job.started?.toISOString() ?? null,
    Finished: job.finished?.toISOString() ?? null,
    Updated: job.updated.toISOString(),
  };
}

export function jobsHandlers(deps: ServerDeps): HandlerMap {
  const { queue } = deps;
  const findVisible = async (principal: Principal, id: string): Promise<JobRecord> => {
    const job = await queue.get(id);
    if (!visible(principal, job)) throw notFound(`No job ${id}.`);
    return job;
  };
  return {
    listJobs: async (ctx) => {
      const principal = principalOf(ctx);
      const window = readListPage(ctx);
      const statuses = ctx.query.Status?.split(",") as JobStatus[] | undefined;
      const page = await queue.list({
        owner: seesAllJobs(principal) ? undefined : principal.player.id,
        statuses,
        kinds: ctx.query.Kind === undefined ? undefined : [ctx.query.Kind],
        limit: window.limit,
        offset: window.offset,
      });
      return { status: 200, body: { Result: page.items.map(toJobBody), Count: page.total } };
    },

    getJob: async (ctx) => {
      const job = await findVisible(principalOf(ctx), ctx.params.id);
      return { status: 200, body: toJobBody(job) };
    },

    cancelJob: async (ctx) => {
      await findVisible(principalOf(ctx), ctx.params.id);
      const change = await queue.cancel(ctx.params.id);
      if (change === undefined) throw notFound(`No job ${ctx.params.id}.`);
      if (!change.changed) throw conflict(`The job is already ${change.job.status}.`);
      return { status: 200, body: toJobBody(change.job) };
    },

    retryJob: async (ctx) => {
      await findVisible(principalOf(ctx), ctx.params.id);
      const change = await queue.retry(ctx.params.id);
      if (change === undefined) throw notFound(`No job ${ctx.params.id}.`);
      if (!change.changed)
        throw conflict(
          `Only a failed or cancelled job can be retried; this one is ${change.job.status}.`,
        );
      return { status: 200, body: toJobBody(change.job) };
    },
  };
}
