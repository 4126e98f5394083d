import { describe, expect, it } from "vitest";
import { sleep } from "./sleep";

describe("sleep", () => {
  it("resolves after the wait", async () => {
    const start = Date.now();
    await sleep(20);
    expect(Date.now() - start).toBeGreaterThanOrEqual(15);
  });

  it("rejects with the signal's reason when aborted", async () => {
    const controller = new AbortController();
    const waiting = sleep(10_000, controller.signal);
    controller.abort(new Error("stop"));
    await expect(waiting).rejects.toThrow("stop");
  });

  it("rejects at once on an already aborted signal", async () => {
    await expect(sleep(10_000, AbortSignal.abort(new Error("gone")))).rejects.toThrow("gone");
  });
});
