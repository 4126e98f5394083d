import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startLoopbackServer } from "../../test/loopback-server";
import type { LoopbackServer } from "../../test/loopback-server";
import { createLoopbackClient } from "../../test/test-client";
import type { CanvassClient } from "../client/create-client";
import type { Job } from "./job-status";
import { nextPollDelay, pollJob } from "./poll-job";

const ID = "3f8e1a52-7c1b-4f0e-9d7a-2b6c5e4d3a21";

function job(status: Job["status"], done: number): Job {
  return {
    id: ID,
    kind: "export-run",
    owner: "p1",
    status,
    progress: { done, total: 3 },
    result: status === "done" ? { rows: 3 } : null,
    error: null,
    attempts: 1,
    Created: "2026-11-26T10:00:00.000Z",
    Started: status === "queued" ? null : "2026-11-26T10:00:01.000Z",
    Finished: status === "done" ? "2026-11-26T10:00:05.000Z" : null,
    Updated: "2026-11-26T10:00:05.000Z",
  };
}

describe("pollJob (against a loopback server)", () => {
  let server: LoopbackServer;
  let client: CanvassClient;

  beforeEach(async () => {
    server = await startLoopbackServer();
    ({ client } = createLoopbackClient(server));
  });
  afterEach(() => server.close());

  it("asks until the job is final, reports every answer and backs off while nothing moves", async () => {
    const answers = [
      job("queued", 0),
      job("queued", 0),
      job("running", 1),
      job("running", 1),
      job("done", 3),
    ];
    let n = 0;
    server.on("GET", `/api/jobs/${ID}/`, () => ({
      body: answers[Math.min(n++, answers.length - 1)],
    }));
    const waits: number[] = [];
    const seen: string[] = [];
    const result = await pollJob(client, ID, {
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
      onUpdate: (update) => seen.push(`${update.status}:${update.progress.done}`),
    });
    expect(result.ok && result.data.status).toBe("done");
    expect(result.ok && result.data.result).toEqual({ rows: 3 });
    expect(seen).toEqual(["queued:0", "queued:0", "running:1", "running:1", "done:3"]);
    expect(server.requestsTo("GET", `/api/jobs/${ID}/`)).toHaveLength(5);
    // 500 first, ×1.5 while unchanged, back to 500 when it moved, ×1.5 again.
    expect(waits).toEqual([500, 750, 500, 750]);
  });

  it("stops at the first failed call with its error", async () => {
    server.on("GET", `/api/jobs/${ID}/`, {
      status: 404,
      body: { type: "about:blank", title: "Not found", status: 404 },
    });
    const result = await pollJob(client, ID, { sleep: () => Promise.resolve() });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe("http");
  });
});

describe("nextPollDelay", () => {
  it("grows by the factor up to the maximum and resets when the job moved", () => {
    expect(nextPollDelay(500, false)).toBe(750);
    expect(nextPollDelay(4000, false)).toBe(5000);
    expect(nextPollDelay(5000, true)).toBe(500);
    expect(nextPollDelay(100, false, { minDelayMs: 200, maxDelayMs: 1000, factor: 2 })).toBe(200);
  });
});
