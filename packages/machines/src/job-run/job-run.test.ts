import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { createTestModel } from "xstate/graph";
import { jobProgressPercent } from "@canvass/sdk/jobs";
import { jobRunMachine } from "./job-run.machine";
import type { Job, JobRunEvent } from "./job-run.types";

function job(status: Job["status"], done = 0): Job {
  return {
    id: "3f8e1a52-7c1b-4f0e-9d7a-2b6c5e4d3a21",
    kind: "export-run",
    owner: "p1",
    status,
    progress: { done, total: 4 },
    result: status === "done" ? { rows: 4 } : null,
    error: status === "failed" ? "SFTP server refused the password" : null,
    attempts: 1,
    Created: "2026-11-26T10:00:00.000Z",
    Started: status === "queued" ? null : "2026-11-26T10:00:01.000Z",
    Finished: ["done", "failed", "cancelled"].includes(status) ? "2026-11-26T10:00:09.000Z" : null,
    Updated: "2026-11-26T10:00:09.000Z",
  };
}

const EVENTS: readonly JobRunEvent[] = [
  { type: "run.start" },
  { type: "job.update", job: job("queued") },
  { type: "job.update", job: job("running", 2) },
  { type: "job.update", job: job("done", 4) },
  { type: "job.update", job: job("failed", 1) },
  { type: "job.update", job: job("cancelled", 1) },
  { type: "run.cancel" },
  { type: "run.retry" },
  { type: "run.error", message: "503 Service Unavailable" },
];

/** A real actor with the screen's calls counted. */
function start() {
  const requests = { start: 0, cancel: 0, retry: 0 };
  const actor = createActor(
    jobRunMachine.provide({
      actions: {
        requestStart: () => {
          requests.start += 1;
        },
        requestCancel: () => {
          requests.cancel += 1;
        },
        requestRetry: () => {
          requests.retry += 1;
        },
      },
    }),
  ).start();
  return { actor, requests };
}

describe("jobRunMachine (model-based)", () => {
  const model = createTestModel(jobRunMachine, {
    events: [...EVENTS],
    serializeState: (state) =>
      JSON.stringify([
        state.value,
        state.context.job?.status ?? null,
        state.context.error !== null,
      ]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it("reaches every state of the lifecycle", () => {
    const reached = new Set(paths.map((path) => path.state.value));
    expect([...reached].sort()).toEqual(
      [
        "cancelled",
        "cancelling",
        "done",
        "failed",
        "idle",
        "queued",
        "retrying",
        "running",
        "starting",
      ].sort(),
    );
  });

  for (const path of paths) {
    it(`holds its rules on: ${path.description}`, async () => {
      const { actor, requests } = start();
      let sent = { start: 0, cancel: 0, retry: 0 };
      const check = () => {
        const snapshot = actor.getSnapshot();
        const value = snapshot.value;
        const { job: current } = snapshot.context;
        // The screen is asked exactly once per accepted request, never otherwise.
        expect(requests).toEqual(sent);
        if (["queued", "running", "done", "failed", "cancelled"].includes(value))
          expect(current?.status).toBe(value);
        if (value === "done") expect(current?.result).toEqual({ rows: 4 });
        if (value === "failed" && snapshot.context.error === null)
          expect(current?.error).toMatch(/refused/);
        if (value === "running")
          expect(jobProgressPercent(current?.progress ?? { done: 0, total: null })).toBe(50);
        if (value === "idle" || value === "starting")
          expect(requests.cancel + requests.retry).toBe(0);
      };
      await path.test({
        states: {
          "*": check,
        },
        events: Object.fromEntries(
          EVENTS.map((event) => [
            event.type,
            ({ event: sentEvent }: { event: JobRunEvent }) => {
              const before = actor.getSnapshot().value;
              actor.send(sentEvent);
              const after = actor.getSnapshot().value;
              if (sentEvent.type === "run.start" && before === "idle")
                sent = { ...sent, start: sent.start + 1 };
              if (
                sentEvent.type === "run.cancel" &&
                after === "cancelling" &&
                before !== "cancelling"
              )
                sent = { ...sent, cancel: sent.cancel + 1 };
              if (sentEvent.type === "run.retry" && after === "retrying" && before !== "retrying")
                sent = { ...sent, retry: sent.retry + 1 };
            },
          ]),
        ),
      });
    });
  }
});

describe("jobRunMachine", () => {
  it("follows a run to its result, and a cancel that lost the race keeps the result", () => {
    const { actor, requests } = start();
    actor.send({ type: "run.start" });
    actor.send({ type: "job.update", job: job("queued") });
    actor.send({ type: "job.update", job: job("running", 2) });
    actor.send({ type: "run.cancel" });
    expect(actor.getSnapshot().value).toBe("cancelling");
    actor.send({ type: "job.update", job: job("running", 3) });
    expect(actor.getSnapshot().value).toBe("cancelling");
    expect(actor.getSnapshot().context.job?.progress.done).toBe(3);
    actor.send({ type: "job.update", job: job("done", 4) });
    expect(actor.getSnapshot().value).toBe("done");
    actor.send({ type: "run.retry" });
    actor.send({ type: "run.cancel" });
    expect(actor.getSnapshot().value).toBe("done");
    expect(requests).toEqual({ start: 1, cancel: 1, retry: 0 });
  });

  it("retries a failed job; a refused retry keeps the failure and says why", () => {
    const { actor, requests } = start();
    actor.send({ type: "run.start" });
    actor.send({ type: "job.update", job: job("failed", 1) });
    actor.send({ type: "run.retry" });
    expect(actor.getSnapshot().value).toBe("retrying");
    actor.send({ type: "run.error", message: "409 Conflict" });
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.error).toBe("409 Conflict");
    actor.send({ type: "run.retry" });
    actor.send({ type: "job.update", job: job("queued") });
    expect(actor.getSnapshot().value).toBe("queued");
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(requests.retry).toBe(2);
  });
});
