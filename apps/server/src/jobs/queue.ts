/**
 * The job queue (decision 0024): pg-boss 10 decides which process runs a job (`SELECT … FOR
 * UPDATE SKIP LOCKED` over its `job` table, polling, no LISTEN), `job_runs` keeps what the API
 * shows (owner, status, progress, result, error, attempts). pg-boss talks to the database through
 * `executeSql` of our own handle, so it runs on PGlite's single connection as well as on a `pg`
 * pool, and on PostgreSQL every server process started with workers shares the queue.
 *
 * A running job writes a heartbeat (and its progress) every `heartbeatMs`; a `running` row whose
 * heartbeat is older than `staleAfterMs` belongs to a process that died or stopped: the sweep
 * (at start and every `sweepMs`) queues it again while it has attempts left, else fails it. A
 * cancel sets the row's status; the process running the job sees it at its next heartbeat (at
 * once when it is this process) and aborts the handler's signal.
 */
import { randomUUID } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import PgBoss from "pg-boss";
import type { Database, RawResult } from "../db/index.js";
import { findJob, isJobId, listJobs, toJobRecord } from "./job-rows.js";
import type {
  EnqueueOptions,
  JobChange,
  JobFilter,
  JobHandler,
  JobKindOptions,
  JobPage,
  JobRecord,
} from "./types.js";
import { isFinished } from "./types.js";

export type JobLog = (fields: Record<string, unknown>, message: string) => void;

export interface JobQueueOptions {
  readonly db: Kysely<Database>;
  /** The handle's raw SQL (`DatabaseHandle.executeSql`): pg-boss's statements go through it. */
  readonly executeSql: (text: string, values?: readonly unknown[]) => Promise<RawResult>;
  /** pg-boss's schema (default `pgboss`). */
  readonly bossSchema?: string | undefined;
  /** Jobs of each kind this process runs at once (default 2); 0 = enqueue only (a web process). */
  readonly workers?: number | undefined;
  /** How often an idle worker asks for work (default 2000 ms; pg-boss's minimum is 500). */
  readonly pollMs?: number | undefined;
  /** Heartbeat and progress writes of a running job (default 1000 ms). */
  readonly heartbeatMs?: number | undefined;
  /** A running job without a heartbeat this long is taken as dead (default 30 s). */
  readonly staleAfterMs?: number | undefined;
  /** How often the sweep looks for dead jobs and old rows (default 10 s). */
  readonly sweepMs?: number | undefined;
  /** How long `stop()` waits for running jobs before leaving them to the sweep (default 10 s). */
  readonly stopTimeoutMs?: number | undefined;
  /** Finished jobs are deleted this many days after they finished (default 30). */
  readonly retainDays?: number | undefined;
  readonly log?: JobLog | undefined;
}

export interface JobQueue {
  /** Adds a kind before `start()`. */
  register<Payload, Result>(
    kind: string,
    handler: JobHandler<Payload, Result>,
    options?: JobKindOptions,
  ): void;
  /** Installs or upgrades pg-boss's tables, creates the kinds' queues, sweeps, starts workers. */
  start(): Promise<void>;
  /** Stops taking work, aborts running jobs and waits up to `stopTimeoutMs` for them. */
  stop(): Promise<void>;
  enqueue(kind: string, payload: unknown, options: EnqueueOptions): Promise<JobRecord>;
  get(id: string): Promise<JobRecord | undefined>;
  list(filter: JobFilter): Promise<JobPage>;
  /** Cancels a queued or running job; a finished one is returned unchanged. */
  cancel(id: string): Promise<JobChange | undefined>;
  /** Queues a failed or cancelled job again (same id); any other is returned unchanged. */
  retry(id: string): Promise<JobChange | undefined>;
  /** Resolves when no job runs in this process. */
  idle(): Promise<void>;
  /** Polls until the job is finished (tests, scripts); rejects after `timeoutMs`. */
  waitUntilFinished(id: string, timeoutMs?: number): Promise<JobRecord>;
  /** Looks for dead jobs now (the timer does it every `sweepMs`). */
  sweep(): Promise<void>;
  readonly kinds: readonly string[];
}

interface Kind {
  readonly handler: JobHandler;
  readonly maxAttempts: number;
  readonly expireInSeconds: number;
}

interface Running {
  readonly id: string;
  readonly controller: AbortController;
  done: number;
  total: number | null;
  beating: Promise<void> | undefined;
  timer: NodeJS.Timeout | undefined;
  /** `finishWith` has marked the row done and stored what its work returned. */
  finished: boolean;
  /** What `finishWith` stored as the result (the handler usually returns the same value). */
  stored?: unknown;
}

const STALE_MESSAGE = "The server running this job stopped before it finished.";
const CANCELLED = "cancelled";

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { db } = options;
  const workers = options.workers ?? 2;
  const pollMs = Math.max(options.pollMs ?? 2000, 500);
  const heartbeatMs = options.heartbeatMs ?? 1000;
  const staleAfterMs = options.staleAfterMs ?? 30_000;
  const sweepMs = options.sweepMs ?? 10_000;
  const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
  const retainDays = options.retainDays ?? 30;
  const log: JobLog = options.log ?? (() => undefined);
  const kinds = new Map<string, Kind>();
  const running = new Map<string, Running>();
  let idleWaiters: (() => void)[] = [];
  let started = false;
  /** After `stop()`: a handler still running writes nothing any more. */
  let closed = false;
  let sweepTimer: NodeJS.Timeout | undefined;
  let bossStarted = false;

  const boss = new PgBoss({
    db: {
      executeSql: (text: string, values?: unknown[]) => options.executeSql(text, values ?? []),
    },
    schema: options.bossSchema ?? "pgboss",
    migrate: true,
    supervise: workers > 0,
    schedule: false,
    // pg-boss's rows are only the schedule; `job_runs` is what users see and is kept longer.
    archiveCompletedAfterSeconds: 3600,
    archiveFailedAfterSeconds: 3600,
    deleteAfterDays: 7,
    maintenanceIntervalSeconds: 120,
  });
  boss.on("error", (error: Error) => {
    log({ err: error.message }, "job queue error");
  });

  const kindOf = (kind: string): Kind => {
    const found = kinds.get(kind);
    if (found === undefined) throw new Error(`Unknown job kind: ${kind}`);
    return found;
  };

  const checkIdle = () => {
    if (running.size > 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  };

  /**
   * Puts a job on pg-boss's queue: a new pg-boss job of its own that names the run (`data.run`).
   * Never the run's id as pg-boss's: a retry right after a failure would then replace the failed
   * pg-boss job while its worker was still recording the failure, and that late record marked the
   * new job failed before it ran (the run then stayed queued for ever).
   */
  const requeue = async (kind: string, id: string, startAfter?: Date | null) => {
    await boss.send(
      kind,
      { run: id },
      {
        retryLimit: 0,
        expireInSeconds: kindOf(kind).expireInSeconds,
        ...(startAfter == null ? {} : { startAfter }),
      },
    );
  };

  const heartbeat = (run: Running): Promise<void> =>
    (run.beating ??= (async () => {
      try {
        if (closed) return;
        const row = await db
          .updateTable("job_runs")
          .set({
            heartbeat: sql<Date>`now()`,
            updated: sql<Date>`now()`,
            progress_done: run.done,
            progress_total: run.total,
          })
          .where("id", "=", run.id)
          .where("status", "in", ["running", "cancelled"])
          .returning("status")
          .executeTakeFirst();
        if (row?.status === "cancelled") run.controller.abort(new JobCancelledError());
      } catch (error) {
        log({ job: run.id, err: errorText(error) }, "job heartbeat failed");
      } finally {
        run.beating = undefined;
      }
    })());

  const finish = async (
    id: string,
    values: { status: "done"; result: unknown } | { status: "failed"; error: string },
    run: Running,
  ) => {
    await db
      .updateTable("job_runs")
      .set({
        status: values.status,
        finished: sql<Date>`now()`,
        updated: sql<Date>`now()`,
        heartbeat: null,
        progress_done: run.done,
        progress_total: run.total,
        ...(values.status === "done"
          ? { result: JSON.stringify(values.result ?? null) }
          : { error: values.error }),
      })
      .where("id", "=", id)
      .where("status", "=", "running")
      .execute();
  };

  const finishWith = async <T>(
    run: Running,
    work: (trx: Transaction<Database>) => Promise<T>,
  ): Promise<T> => {
    const value = await db.transaction().execute(async (trx) => {
      const marked = await trx
        .updateTable("job_runs")
        .set({
          status: "done",
          finished: sql<Date>`now()`,
          updated: sql<Date>`now()`,
          heartbeat: null,
          progress_done: run.done,
          progress_total: run.total,
        })
        .where("id", "=", run.id)
        .where("status", "=", "running")
        .returning("id")
        .executeTakeFirst();
      if (marked === undefined) throw new JobCancelledError();
      const result = await work(trx);
      // Stored with the mark: no reader ever finds the job done without its result.
      await trx
        .updateTable("job_runs")
        .set({ result: JSON.stringify(result ?? null) })
        .where("id", "=", run.id)
        .execute();
      return result;
    });
    run.finished = true;
    run.stored = value;
    return value;
  };

  const storeResult = async (id: string, result: unknown) => {
    await db
      .updateTable("job_runs")
      .set({ result: JSON.stringify(result ?? null) })
      .where("id", "=", id)
      .where("status", "=", "done")
      .execute();
  };

  const runJob = async (kindName: string, id: string): Promise<void> => {
    const kind = kindOf(kindName);
    const row = await db
      .updateTable("job_runs")
      .set({
        status: "running",
        attempts: sql<number>`attempts + 1`,
        started: sql<Date>`now()`,
        heartbeat: sql<Date>`now()`,
        updated: sql<Date>`now()`,
        finished: null,
        error: null,
      })
      .where("id", "=", id)
      .where("status", "=", "queued")
      .returningAll()
      .executeTakeFirst();
    // Cancelled (or unknown) before a worker took it: nothing to run.
    if (row === undefined) return;
    const run: Running = {
      id,
      controller: new AbortController(),
      done: row.progress_done,
      total: row.progress_total,
      beating: undefined,
      timer: undefined,
      finished: false,
    };
    running.set(id, run);
    const timer = setInterval(() => void heartbeat(run), heartbeatMs);
    run.timer = timer;
    try {
      const result = await kind.handler(toJobRecord(row), {
        progress(done, total) {
          run.done = done;
          if (total !== undefined) run.total = total;
        },
        signal: run.controller.signal,
        db,
        finishWith: (work) => finishWith(run, work),
      });
      clearInterval(timer);
      await run.beating;
      // After `finishWith` the row holds its work's result; a handler that returns another value
      // replaces it.
      if (run.finished) {
        if (result !== run.stored) await storeResult(id, result);
      } else if (!closed) await finish(id, { status: "done", result }, run);
    } catch (error) {
      clearInterval(timer);
      await run.beating;
      const reason: unknown = run.controller.signal.reason;
      // Cancelled: the row already says so. Stopping: the sweep queues it again after restart.
      if (!(reason instanceof JobCancelledError) && !(reason instanceof JobStoppedError) && !closed)
        await finish(id, { status: "failed", error: errorText(error) }, run);
      if (!(reason instanceof JobCancelledError)) throw error;
    } finally {
      running.delete(id);
      checkIdle();
    }
  };

  const sweep = async () => {
    if (closed) return;
    const stale = await db
      .updateTable("job_runs")
      .set({
        status: sql<"queued" | "failed">`CASE WHEN attempts < max_attempts
          THEN 'queued' ELSE 'failed' END`,
        error: sql<string | null>`CASE WHEN attempts < max_attempts
          THEN NULL ELSE ${STALE_MESSAGE} END`,
        finished: sql<Date | null>`CASE WHEN attempts < max_attempts THEN NULL ELSE now() END`,
        heartbeat: null,
        updated: sql<Date>`now()`,
      })
      .where("status", "=", "running")
      .where("heartbeat", "<", sql<Date>`now() - make_interval(secs => ${staleAfterMs / 1000})`)
      .where("kind", "in", [...kinds.keys(), ""])
      .returning(["id", "kind", "status", "start_after"])
      .execute();
    for (const job of stale) {
      log({ job: job.id, kind: job.kind, status: job.status }, "job found without its worker");
      // A failed one needs nothing of pg-boss: its pg-boss job expires (`expireInSeconds`).
      if (job.status === "queued") await requeue(job.kind, job.id);
    }
    await db
      .deleteFrom("job_runs")
      .where("status", "in", ["done", "failed", "cancelled"])
      .where("finished", "<", sql<Date>`now() - make_interval(days => ${retainDays})`)
      .execute();
  };

  /**
   * Creates a kind's pg-boss queue unless it exists. Processes starting together race to create
   * it (PostgreSQL may answer one of them "deadlock detected"): the loser waits and looks again.
   */
  const createQueue = async (name: string, kind: Kind) => {
    for (let attempt = 1; ; attempt += 1) {
      if ((await boss.getQueue(name)) !== null) return;
      try {
        await boss.createQueue(name, {
          name,
          retryLimit: 0,
          expireInSeconds: kind.expireInSeconds,
        });
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * attempt));
      }
    }
  };

  const queue: JobQueue = {
    get kinds() {
      return [...kinds.keys()];
    },
    register(kind, handler, kindOptions = {}) {
      if (started) throw new Error(`Register job kinds before start(): ${kind}`);
      if (!/^[a-z][a-z0-9-]{0,62}$/.test(kind)) throw new Error(`Bad job kind name: ${kind}`);
      kinds.set(kind, {
        handler: handler as JobHandler,
        maxAttempts: kindOptions.maxAttempts ?? 2,
        expireInSeconds: kindOptions.expireInSeconds ?? 4 * 3600,
      });
    },

    async start() {
      if (started) return;
      started = true;
      closed = false;
      // No kind registered (a process that only reads jobs): pg-boss is not needed.
      if (kinds.size === 0) return;
      bossStarted = true;
      await boss.start();
      for (const [name, kind] of kinds) await createQueue(name, kind);
      if (workers === 0) return;
      await sweep();
      for (const name of kinds.keys()) {
        for (let n = 0; n < workers; n += 1) {
          await boss.work(
            name,
            { batchSize: 1, pollingIntervalSeconds: pollMs / 1000 },
            async (jobs) => {
              for (const job of jobs) await runJob(name, runIdOf(job));
            },
          );
        }
      }
      sweepTimer = setInterval(() => {
        sweep().catch((error: unknown) => {
          log({ err: errorText(error) }, "job sweep failed");
        });
      }, sweepMs);
      sweepTimer.unref();
    },

    async stop() {
      if (!started) return;
      started = false;
      clearInterval(sweepTimer);
      for (const run of running.values()) run.controller.abort(new JobStoppedError());
      try {
        if (bossStarted)
          await boss.stop({ graceful: true, wait: true, close: false, timeout: stopTimeoutMs });
      } finally {
        bossStarted = false;
        // A handler still running (it ignored the signal) writes nothing more: the sweep of the
        // next start takes its job over.
        closed = true;
        for (const run of running.values()) clearInterval(run.timer);
      }
    },

    async enqueue(kind, payload, enqueueOptions) {
      const kindSettings = kindOf(kind);
      if (!bossStarted) throw new Error("Start the job queue before enqueueing");
      const id = randomUUID();
      const inserted = await db
        .insertInto("job_runs")
        .values({
          id,
          kind,
          owner: enqueueOptions.owner,
          payload: JSON.stringify(payload ?? null),
          status: "queued",
          singleton_key: enqueueOptions.singletonKey ?? null,
          max_attempts: kindSettings.maxAttempts,
          start_after: enqueueOptions.startAfter ?? null,
        })
        .onConflict((oc) =>
          oc
            .columns(["kind", "singleton_key"])
            .where("singleton_key", "is not", null)
            .where("status", "in", ["queued", "running"])
            .doNothing(),
        )
        .returningAll()
        .executeTakeFirst();
      if (inserted === undefined) {
        const existing = await db
          .selectFrom("job_runs")
          .selectAll()
          .where("kind", "=", kind)
          .where("singleton_key", "=", enqueueOptions.singletonKey ?? "")
          .where("status", "in", ["queued", "running"])
          .executeTakeFirst();
        if (existing !== undefined) return toJobRecord(existing);
        return queue.enqueue(kind, payload, enqueueOptions);
      }
      try {
        await requeue(kind, id, enqueueOptions.startAfter);
      } catch (error) {
        await db.deleteFrom("job_runs").where("id", "=", id).execute();
        throw error;
      }
      return toJobRecord(inserted);
    },

    get: (id) => findJob(db, id),
    list: (filter) => listJobs(db, filter),

    async cancel(id) {
      if (!isJobId(id)) return undefined;
      const row = await db
        .updateTable("job_runs")
        .set({ status: "cancelled", finished: sql<Date>`now()`, updated: sql<Date>`now()` })
        .where("id", "=", id)
        .where("status", "in", ["queued", "running"])
        .returningAll()
        .executeTakeFirst();
      if (row === undefined) {
        const job = await findJob(db, id);
        return job === undefined ? undefined : { job, changed: false };
      }
      // Its pg-boss job, if still waiting, runs nothing: `runJob` takes queued runs only.
      running.get(id)?.controller.abort(new JobCancelledError());
      return { job: toJobRecord(row), changed: true };
    },

    async retry(id) {
      if (!isJobId(id)) return undefined;
      const current = await findJob(db, id);
      if (current === undefined) return undefined;
      if (
        !bossStarted ||
        !kinds.has(current.kind) ||
        !["failed", "cancelled"].includes(current.status)
      )
        return { job: current, changed: false };
      const row = await db
        .updateTable("job_runs")
        .set({
          status: "queued",
          error: null,
          result: null,
          progress_done: 0,
          progress_total: null,
          started: null,
          finished: null,
          heartbeat: null,
          max_attempts: sql<number>`attempts + ${kindOf(current.kind).maxAttempts}`,
          updated: sql<Date>`now()`,
        })
        .where("id", "=", id)
        .where("status", "in", ["failed", "cancelled"])
        .returningAll()
        .executeTakeFirst();
      if (row === undefined) return { job: (await findJob(db, id)) ?? current, changed: false };
      await requeue(row.kind, id);
      return { job: toJobRecord(row), changed: true };
    },

    idle() {
      if (running.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },

    async waitUntilFinished(id, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const job = await findJob(db, id);
        if (job === undefined) throw new Error(`No job ${id}`);
        if (isFinished(job.status)) return job;
        if (Date.now() > deadline)
          throw new Error(`Job ${id} still ${job.status} after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },

    sweep,
  };
  return queue;
}

/** The run a pg-boss job names: `data.run`, or its own id (jobs queued before decision 0075). */
function runIdOf(job: { readonly id: string; readonly data: unknown }): string {
  const data = job.data as { readonly run?: unknown } | null;
  return typeof data?.run === "string" ? data.run : job.id;
}

/** The abort reason of a cancelled job. */
export class JobCancelledError extends Error {
  constructor() {
    super(`The job was ${CANCELLED}.`);
    this.name = "JobCancelledError";
  }
}

/** The abort reason when the process stops: the job runs again after the restart. */
export class JobStoppedError extends Error {
  constructor() {
    super("The server is stopping.");
    this.name = "JobStoppedError";
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
