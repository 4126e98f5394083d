/**
 * The job queue on a real database: in-memory PGlite, or the PostgreSQL of `DATABASE_URL` (the
 * CI pass), where two queue instances on two pools stand for two server processes. The job
 * kinds here are test kinds.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/index.js";
import { openTestDatabase } from "../db/testing.js";
import { createJobQueue, type JobQueue, type JobQueueOptions } from "./index.js";
import type { JobRecord } from "./types.js";

const DATABASE_URL = process.env.DATABASE_URL ?? "";
const ON_POSTGRES = DATABASE_URL !== "";

let handle: DatabaseHandle;
let bossSchema: string;
const queues: JobQueue[] = [];

beforeAll(async () => {
  handle = await openTestDatabase();
  bossSchema = handle.schema === undefined ? "pgboss" : `${handle.schema}_boss`;
}, 180_000);

afterEach(async () => {
  for (const queue of queues.splice(0)) await queue.stop();
});

afterAll(async () => {
  if (handle.driver === "postgres")
    await sql`DROP SCHEMA IF EXISTS ${sql.id(bossSchema)} CASCADE`.execute(handle.db);
  await handle.close();
});

/** A queue on `on` (default: the test database) with quick timers; stopped after each test. */
function newQueue(options: Partial<JobQueueOptions> = {}, on: DatabaseHandle = handle): JobQueue {
  const queue = createJobQueue({
    db: on.db,
    executeSql: on.executeSql,
    bossSchema,
    pollMs: 500,
    heartbeatMs: 200,
    sweepMs: 300,
    stopTimeoutMs: 1000,
    ...options,
  });
  queues.push(queue);
  return queue;
}

async function waitFor(
  queue: JobQueue,
  id: string,
  test: (job: JobRecord) => boolean,
  timeoutMs = 20_000,
): Promise<JobRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await queue.get(id);
    if (job !== undefined && test(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} never matched: ${JSON.stringify(job)}`);
    await sleep(50);
  }
}

/** Resolves when `signal` aborts, with its reason. */
function aborted(signal: AbortSignal): Promise<unknown> {
  return new Promise((resolve) => {
    if (signal.aborted) resolve(signal.reason);
    else
      signal.addEventListener(
        "abort",
        () => {
          resolve(signal.reason);
        },
        { once: true },
      );
  });
}

describe("job queue", () => {
  it("runs a job, stores its result and progress, and counts the attempt", async () => {
    const queue = newQueue();
    const seen: number[] = [];
    queue.register<{ numbers: number[] }, { sum: number }>("demo-sum", async (job, ctx) => {
      let sum = 0;
      for (const [index, value] of job.payload.numbers.entries()) {
        sum += value;
        ctx.progress(index + 1, job.payload.numbers.length);
        await sleep(150);
      }
      return { sum };
    });
    await queue.start();
    const job = await queue.enqueue(
      "demo-sum",
      { numbers: [1, 2, 3, 4, 5, 6, 7, 8] },
      {
        owner: null,
      },
    );
    expect(job.status).toBe("queued");
    // Progress is stored while the job runs (the heartbeat writes it).
    const midway = await waitFor(queue, job.id, (row) => {
      if (row.status === "running" && row.progress.done > 0) seen.push(row.progress.done);
      return row.status === "running" && row.progress.done > 0 && row.progress.done < 8;
    });
    expect(midway.progress.total).toBe(8);
    const done = await queue.waitUntilFinished(job.id);
    expect(done.status).toBe("done");
    expect(done.result).toEqual({ sum: 36 });
    expect(done.progress).toEqual({ done: 8, total: 8 });
    expect(done.attempts).toBe(1);
    expect(done.error).toBeNull();
    expect(done.started).not.toBeNull();
    expect(done.finished?.getTime() ?? 0).toBeGreaterThanOrEqual(
      done.started?.getTime() ?? Infinity,
    );
    expect(seen.length).toBeGreaterThan(0);
    const page = await queue.list({ kinds: ["demo-sum"] });
    expect(page.items.map((row) => row.id)).toContain(job.id);
  });

  it("cancels a running job from a process without workers: the handler's signal fires", async () => {
    const worker = newQueue();
    let reason: unknown;
    worker.register("demo-wait", async (_job, ctx) => {
      reason = await aborted(ctx.signal);
      throw ctx.signal.reason;
    });
    await worker.start();
    // A web-only process: it enqueues and cancels, it runs nothing.
    const web = newQueue({ workers: 0 });
    web.register("demo-wait", () => Promise.reject(new Error("a web process ran a job")));
    await web.start();
    const job = await web.enqueue("demo-wait", {}, { owner: null });
    await waitFor(web, job.id, (row) => row.status === "running");
    const change = await web.cancel(job.id);
    expect(change?.changed).toBe(true);
    expect(change?.job.status).toBe("cancelled");
    const finished = await worker.waitUntilFinished(job.id);
    expect(finished.status).toBe("cancelled");
    await worker.idle();
    expect(reason).toBeInstanceOf(Error);
    expect((reason as Error).name).toBe("JobCancelledError");
    // Cancelling a finished job changes nothing.
    expect((await web.cancel(job.id))?.changed).toBe(false);
  });

  it("finishWith: a cancel that comes after the job's last step finds it done; one that came before stops that step", async () => {
    const worker = newQueue();
    const web = newQueue({ workers: 0 });
    const steps: string[] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    worker.register<{ wait: boolean }, string>("demo-publish", async (job, ctx) => {
      if (job.payload.wait) await gate;
      return ctx.finishWith(async (trx) => {
        const row = await trx
          .selectFrom("job_runs")
          .select("status")
          .where("id", "=", job.id)
          .executeTakeFirstOrThrow();
        steps.push(`${job.id}: published while ${row.status}`);
        return "published";
      });
    });
    web.register("demo-publish", () => Promise.reject(new Error("a web process ran a job")));
    await worker.start();
    await web.start();

    // Done first: the cancel changes nothing, and the result is stored.
    const first = await web.enqueue("demo-publish", { wait: false }, { owner: null });
    const done = await worker.waitUntilFinished(first.id);
    expect(done.status).toBe("done");
    expect(done.result).toBe("published");
    expect((await web.cancel(first.id))?.changed).toBe(false);
    expect(steps).toEqual([`${first.id}: published while done`]);

    // Cancelled first (from the web process, before the worker's next heartbeat): no publishing.
    const second = await web.enqueue("demo-publish", { wait: true }, { owner: null });
    await waitFor(web, second.id, (row) => row.status === "running");
    expect((await web.cancel(second.id))?.changed).toBe(true);
    release();
    const cancelled = await worker.waitUntilFinished(second.id);
    await worker.idle();
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.result).toBeNull();
    expect(steps).toHaveLength(1);
  });

  it("finishWith: stores the result with the done mark, before the handler has returned", async () => {
    const worker = newQueue();
    let release: () => void = () => undefined;
    const returned = new Promise<void>((resolve) => {
      release = resolve;
    });
    let marked: () => void = () => undefined;
    const published = new Promise<void>((resolve) => {
      marked = resolve;
    });
    worker.register<Record<string, never>, string>("demo-result", async (_job, ctx) => {
      const value = await ctx.finishWith(() => Promise.resolve("published"));
      marked();
      await returned;
      return value;
    });
    await worker.start();
    const job = await worker.enqueue("demo-result", {}, { owner: null });
    await published;
    // The handler has not returned yet: the row is done, with its result.
    const row = await worker.get(job.id);
    expect([row?.status, row?.result]).toEqual(["done", "published"]);
    release();
    await worker.idle();
    expect((await worker.get(job.id))?.result).toBe("published");
  });

  it("finishWith: a handler that returns another value afterwards replaces the stored result", async () => {
    const worker = newQueue();
    worker.register<Record<string, never>, { file: string; rows: number }>(
      "demo-other-result",
      async (_job, ctx) => {
        const file = await ctx.finishWith(() => Promise.resolve("published"));
        return { file, rows: 3 };
      },
    );
    await worker.start();
    const job = await worker.enqueue("demo-other-result", {}, { owner: null });
    await worker.waitUntilFinished(job.id, 10_000);
    // The row is done once `finishWith` commits, which may be before the handler has returned
    // its own value (a busy box showed "published" here): read it once the handler is over.
    await worker.idle();
    const row = await worker.get(job.id);
    expect([row?.status, row?.result]).toEqual(["done", { file: "published", rows: 3 }]);
  });

  it("cancels a queued job before any worker takes it", async () => {
    const queue = newQueue({ workers: 0 });
    let ran = false;
    queue.register("demo-later", () => {
      ran = true;
      return Promise.resolve("ran");
    });
    await queue.start();
    const job = await queue.enqueue("demo-later", {}, { owner: null });
    expect((await queue.cancel(job.id))?.job.status).toBe("cancelled");
    const worker = newQueue();
    worker.register("demo-later", () => {
      ran = true;
      return Promise.resolve("ran");
    });
    await worker.start();
    await sleep(1200);
    expect(ran).toBe(false);
    expect((await queue.get(job.id))?.status).toBe("cancelled");
  });

  it("records a failure with its reason, and a retry runs it again under the same id", async () => {
    const queue = newQueue();
    let calls = 0;
    queue.register("demo-flaky", () => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error("SFTP server refused the password"));
      return Promise.resolve({ rows: 12 });
    });
    await queue.start();
    const job = await queue.enqueue("demo-flaky", {}, { owner: null });
    const failed = await queue.waitUntilFinished(job.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toBe("SFTP server refused the password");
    expect(failed.result).toBeNull();
    const retried = await queue.retry(job.id);
    expect(retried?.changed).toBe(true);
    expect(retried?.job.status).toBe("queued");
    const done = await queue.waitUntilFinished(job.id);
    expect(done.status).toBe("done");
    expect(done.result).toEqual({ rows: 12 });
    expect(done.error).toBeNull();
    expect(done.attempts).toBe(2);
    // A finished job is not retried.
    expect((await queue.retry(job.id))?.changed).toBe(false);
  });

  it("runs a retry asked for the moment the failure is recorded (pg-boss still closing the attempt)", async () => {
    const queue = newQueue();
    let calls = 0;
    queue.register("demo-quick-retry", () => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error("first attempt fails")) : Promise.resolve(7);
    });
    await queue.start();
    const job = await queue.enqueue("demo-quick-retry", {}, { owner: null });
    // No pause between looks but a turn of the event loop: the retry goes out while the worker
    // is still telling pg-boss.
    const deadline = Date.now() + 15_000;
    while ((await queue.retry(job.id))?.changed !== true) {
      if (Date.now() > deadline) throw new Error("the first attempt never failed");
      await new Promise((resolve) => setImmediate(resolve));
    }
    const done = await queue.waitUntilFinished(job.id, 15_000);
    expect(done.status).toBe("done");
    expect(done.result).toBe(7);
    expect(calls).toBe(2);
  });

  it("keeps one queued or running job per singleton key", async () => {
    const queue = newQueue({ workers: 0 });
    queue.register("demo-single", () => Promise.resolve(null));
    await queue.start();
    const first = await queue.enqueue("demo-single", { n: 1 }, { owner: null, singletonKey: "k" });
    const second = await queue.enqueue("demo-single", { n: 2 }, { owner: null, singletonKey: "k" });
    expect(second.id).toBe(first.id);
    await queue.cancel(first.id);
    const third = await queue.enqueue("demo-single", { n: 3 }, { owner: null, singletonKey: "k" });
    expect(third.id).not.toBe(first.id);
    expect(third.payload).toEqual({ n: 3 });
  });

  it("after a process stopped in the middle of a job, the next start runs it again (or fails it when no attempt is left)", async () => {
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstRuns = 0;
    // The first "process": its handler ignores the signal and never ends, like a dead process.
    const first = newQueue({ staleAfterMs: 500 });
    const hang = async () => {
      firstRuns += 1;
      await stuck;
      return "from the dead process";
    };
    first.register("demo-crash", hang);
    first.register("demo-crash-once", hang, { maxAttempts: 1 });
    await first.start();
    const job = await first.enqueue("demo-crash", {}, { owner: null });
    const once = await first.enqueue("demo-crash-once", {}, { owner: null });
    await waitFor(first, job.id, (row) => row.status === "running");
    await waitFor(first, once.id, (row) => row.status === "running");
    await first.stop();
    expect((await first.get(job.id))?.status).toBe("running");

    // The second "process" starts on the same database.
    const second = newQueue({ staleAfterMs: 500 });
    second.register("demo-crash", () => Promise.resolve("from the restarted process"));
    second.register("demo-crash-once", () => Promise.resolve("must not run"), { maxAttempts: 1 });
    await second.start();
    const done = await second.waitUntilFinished(job.id);
    expect(done.status).toBe("done");
    expect(done.result).toBe("from the restarted process");
    expect(done.attempts).toBe(2);
    const failed = await second.waitUntilFinished(once.id);
    expect(failed.status).toBe("failed");
    expect(failed.error).toMatch(/stopped before it finished/);
    expect(failed.attempts).toBe(1);
    // The first process's handler ending late writes nothing.
    release();
    await sleep(300);
    expect((await second.get(job.id))?.result).toBe("from the restarted process");
    expect(firstRuns).toBe(2);
  });

  it.runIf(ON_POSTGRES)(
    "a process that dies mid-job (its connections gone, pg-boss still has the job active) is taken over (PostgreSQL only: PGlite has one process)",
    async () => {
      const doomedHandle = await openDatabase({
        url: DATABASE_URL,
        schema: handle.schema,
        maxConnections: 2,
      });
      const doomed = createJobQueue({
        db: doomedHandle.db,
        executeSql: doomedHandle.executeSql,
        bossSchema,
        pollMs: 500,
        heartbeatMs: 200,
        sweepMs: 300,
      });
      doomed.register("demo-die", () => new Promise(() => undefined));
      await doomed.start();
      const job = await doomed.enqueue("demo-die", { n: 1 }, { owner: null });
      await waitFor(doomed, job.id, (row) => row.status === "running");
      // The process dies: its connections close under it, nothing it runs finishes.
      await doomedHandle.close();
      await doomed.stop().catch(() => undefined);
      expect((await newQueue().get(job.id))?.status).toBe("running");

      const heir = newQueue({ staleAfterMs: 500 });
      heir.register("demo-die", (row) => Promise.resolve({ took: row.payload }));
      await heir.start();
      const done = await heir.waitUntilFinished(job.id);
      expect(done.status).toBe("done");
      expect(done.result).toEqual({ took: { n: 1 } });
      expect(done.attempts).toBe(2);
    },
  );

  it.runIf(ON_POSTGRES)(
    "two processes share 10 jobs, each runs once (PostgreSQL only: without DATABASE_URL there is one PGlite process)",
    async () => {
      const other = await openDatabase({
        url: DATABASE_URL,
        schema: handle.schema,
        maxConnections: 4,
      });
      try {
        const ran = { a: [] as string[], b: [] as string[] };
        const handler = (name: "a" | "b") => async (job: JobRecord) => {
          ran[name].push(job.id);
          await sleep(300);
          return { process: name };
        };
        const a = newQueue({ workers: 1 });
        a.register("demo-share", handler("a"));
        const b = newQueue({ workers: 1 }, other);
        b.register("demo-share", handler("b"));
        await Promise.all([a.start(), b.start()]);
        const jobs: JobRecord[] = [];
        for (let n = 0; n < 10; n += 1)
          jobs.push(await a.enqueue("demo-share", { n }, { owner: null }));
        const finished = await Promise.all(jobs.map((job) => a.waitUntilFinished(job.id)));
        expect(finished.every((job) => job.status === "done" && job.attempts === 1)).toBe(true);
        const all = [...ran.a, ...ran.b];
        expect(all).toHaveLength(10);
        expect(new Set(all).size).toBe(10);
        expect(ran.a.length).toBeGreaterThan(0);
        expect(ran.b.length).toBeGreaterThan(0);
        expect(
          finished.filter((job) => (job.result as { process: string }).process === "b"),
        ).toHaveLength(ran.b.length);
        await b.stop();
      } finally {
        await other.close();
      }
    },
  );
});
