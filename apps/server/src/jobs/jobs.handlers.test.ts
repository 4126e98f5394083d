/**
 * `listJobs`, `getJob`, `cancelJob`, `retryJob` over HTTP, on the server's own queue with test
 * job kinds: a user sees and acts on their own jobs, root and admin on all; others get a 404.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionsByRole, type DemoRole } from "../testing/lookups.js";
import { startTestApi, type ApiSession, type TestApi } from "../testing/api-harness.js";

interface JobBody {
  id: string;
  kind: string;
  owner: string | null;
  status: string;
  progress: { done: number; total: number | null };
  result: unknown;
  error: string | null;
  attempts: number;
}

let api: TestApi;
let as: Record<DemoRole, ApiSession>;
let failures = 0;

beforeAll(async () => {
  api = await startTestApi({
    accounts: 0,
    beforeStart: (deps) => {
      deps.queue.register<{ text: string }, { echo: string }>("demo-echo", (job, ctx) => {
        ctx.progress(1, 1);
        return Promise.resolve({ echo: job.payload.text });
      });
      deps.queue.register("demo-wait", (_job, ctx) => {
        ctx.progress(0, 10);
        return new Promise((_, reject) => {
          ctx.signal.addEventListener("abort", () => {
            reject(new Error("stopped"));
          });
        });
      });
      deps.queue.register("demo-fail", () => {
        failures += 1;
        return Promise.reject(new Error(`disk full (${failures})`));
      });
    },
  });
  as = await sessionsByRole(api);
}, 120_000);

afterAll(() => api.close());

async function getJob(session: ApiSession, id: string) {
  return api.call<JobBody>("getJob", { as: session, path: { id } });
}

async function until(session: ApiSession, id: string, status: string): Promise<JobBody> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await getJob(session, id);
    expect(answer.status).toBe(200);
    if (answer.body.status === status) return answer.body;
    if (Date.now() > deadline) throw new Error(`job ${id} stayed ${answer.body.status}`);
    await sleep(100);
  }
}

describe("job calls", () => {
  it("the owner reads a finished job with its result; root and admin see it too, others get a 404", async () => {
    const job = await api.deps.queue.enqueue("demo-echo", { text: "hi" }, { owner: as.rep.player });
    const done = await until(as.rep, job.id, "done");
    expect(done).toMatchObject({
      id: job.id,
      kind: "demo-echo",
      owner: as.rep.player,
      result: { echo: "hi" },
      error: null,
      attempts: 1,
      progress: { done: 1, total: 1 },
    });
    expect((await getJob(as.admin, job.id)).status).toBe(200);
    expect((await getJob(as.root, job.id)).status).toBe(200);
    expect((await getJob(as.manager, job.id)).status).toBe(404);
    expect((await getJob(as.callcenter, job.id)).status).toBe(404);
  });

  it("lists the caller's own jobs (admin: everyone's), narrowed by status and kind", async () => {
    const mine = await api.deps.queue.enqueue(
      "demo-echo",
      { text: "m" },
      { owner: as.manager.player },
    );
    await until(as.manager, mine.id, "done");
    const managerList = await api.call<{ Result: JobBody[]; Count: number }>("listJobs", {
      as: as.manager,
    });
    expect(managerList.status).toBe(200);
    expect(managerList.body.Result.every((job) => job.owner === as.manager.player)).toBe(true);
    expect(managerList.body.Result.map((job) => job.id)).toContain(mine.id);
    const adminList = await api.call<{ Result: JobBody[]; Count: number }>("listJobs", {
      as: as.admin,
      query: { Status: "done", Kind: "demo-echo", PageSize: 100 },
    });
    const owners = new Set(adminList.body.Result.map((job) => job.owner));
    expect(owners.has(as.manager.player)).toBe(true);
    expect(owners.has(as.rep.player)).toBe(true);
    expect(adminList.body.Count).toBe(adminList.body.Result.length);
    expect(adminList.body.Result.every((job) => job.status === "done")).toBe(true);
    const bad = await api.call("listJobs", { as: as.admin, query: { Status: "stuck" } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Status");
  });

  it("cancels a running job for its owner (the handler stops), then 409; others get a 404", async () => {
    const job = await api.deps.queue.enqueue("demo-wait", {}, { owner: as.rep.player });
    await until(as.rep, job.id, "running");
    const stranger = await api.call("cancelJob", { as: as.manager, path: { id: job.id } });
    expect(stranger.status).toBe(404);
    const cancelled = await api.call<JobBody>("cancelJob", { as: as.rep, path: { id: job.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe("cancelled");
    await api.deps.queue.idle();
    expect((await getJob(as.rep, job.id)).body.status).toBe("cancelled");
    const again = await api.call("cancelJob", { as: as.rep, path: { id: job.id } });
    expect(again.status).toBe(409);
  });

  it("shows why a job failed and retries it under the same id; a done job cannot be retried", async () => {
    const job = await api.deps.queue.enqueue("demo-fail", {}, { owner: as.rep.player });
    const failed = await until(as.rep, job.id, "failed");
    expect(failed.error).toMatch(/^disk full \(\d+\)$/);
    const retried = await api.call<JobBody>("retryJob", { as: as.admin, path: { id: job.id } });
    expect(retried.status).toBe(200);
    expect(retried.body.status).toBe("queued");
    expect(retried.body.error).toBeNull();
    const again = await until(as.rep, job.id, "failed");
    expect(again.attempts).toBe(2);
    expect(again.error).not.toBe(failed.error);
    const echo = await api.deps.queue.enqueue("demo-echo", { text: "x" }, { owner: as.rep.player });
    await until(as.rep, echo.id, "done");
    expect((await api.call("retryJob", { as: as.rep, path: { id: echo.id } })).status).toBe(409);
  });

  it("answers 400 for an id that is no job id, 404 for an unknown one, 401 without a token", async () => {
    const bad = await api.call("getJob", { as: as.admin, path: { id: "nope" } });
    expect(bad.status).toBe(400);
    const unknown = await getJob(as.admin, "00000000-0000-4000-8000-000000000000");
    expect(unknown.status).toBe(404);
    expect((await api.call("listJobs", {})).status).toBe(401);
  });
});
