import { describe, expect, it } from "vitest";
import {
  canCancelJob,
  canRetryJob,
  isJobFinished,
  JOB_STATUSES,
  jobProgressFraction,
  jobProgressPercent,
  jobRemainingMs,
} from "./job-status";

describe("job status rules", () => {
  it("has the contract's five statuses, and exactly three are final", () => {
    expect(JOB_STATUSES).toEqual(["queued", "running", "done", "failed", "cancelled"]);
    expect(JOB_STATUSES.filter(isJobFinished)).toEqual(["done", "failed", "cancelled"]);
  });

  it("cancels only unfinished jobs and retries only failed or cancelled ones", () => {
    expect(JOB_STATUSES.filter(canCancelJob)).toEqual(["queued", "running"]);
    expect(JOB_STATUSES.filter(canRetryJob)).toEqual(["failed", "cancelled"]);
  });

  it("reads progress as a fraction and a percentage rounded down, unknown without a total", () => {
    expect(jobProgressFraction({ done: 5, total: null })).toBeNull();
    expect(jobProgressPercent({ done: 5, total: null })).toBeNull();
    expect(jobProgressFraction({ done: 250, total: 1000 })).toBe(0.25);
    expect(jobProgressPercent({ done: 999, total: 1000 })).toBe(99);
    expect(jobProgressPercent({ done: 1000, total: 1000 })).toBe(100);
    expect(jobProgressFraction({ done: 0, total: 0 })).toBe(1);
    expect(jobProgressFraction({ done: 12, total: 10 })).toBe(1);
  });

  it("estimates the time left from the rate so far, only for a running job with progress", () => {
    const started = "2026-11-26T10:00:00.000Z";
    const now = new Date("2026-11-26T10:01:00.000Z");
    const running = { status: "running" as const, Started: started };
    expect(jobRemainingMs({ ...running, progress: { done: 250, total: 1000 } }, now)).toBe(180_000);
    expect(jobRemainingMs({ ...running, progress: { done: 0, total: 1000 } }, now)).toBeNull();
    expect(jobRemainingMs({ ...running, progress: { done: 10, total: null } }, now)).toBeNull();
    expect(
      jobRemainingMs({ status: "queued", Started: null, progress: { done: 0, total: 10 } }, now),
    ).toBeNull();
  });
});
