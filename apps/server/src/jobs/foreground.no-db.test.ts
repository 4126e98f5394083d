import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import {
  createForegroundGate,
  FOREGROUND_QUIET_MS,
  giveWay,
  givingWay,
  type ForegroundGate,
} from "./foreground.js";

/** Whether `promise` has settled after `ms` of real time. */
async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await sleep(ms);
  return settled;
}

describe("the foreground gate", () => {
  it("lets a job on at once while no request has come", async () => {
    const gate = createForegroundGate();
    expect(await settledWithin(gate.whenIdle(), 5)).toBe(true);
  });

  it("holds a job while a request is in hand and lets it on once the API has been quiet", async () => {
    const gate = createForegroundGate();
    const end = gate.enter();
    expect(gate.busy).toBe(1);
    const waiting = gate.whenIdle(5_000);
    expect(await settledWithin(waiting, 40)).toBe(false);
    end();
    expect(gate.busy).toBe(0);
    expect(await settledWithin(waiting, FOREGROUND_QUIET_MS * 4)).toBe(true);
  });

  it("waits out the quiet time after the last answer, for the next request of a burst", async () => {
    const gate = createForegroundGate();
    gate.enter()();
    const waiting = gate.whenIdle(5_000);
    // The next request arrives within the quiet time: the job keeps waiting.
    await sleep(2);
    const second = gate.enter();
    expect(await settledWithin(waiting, FOREGROUND_QUIET_MS * 3)).toBe(false);
    second();
    expect(await settledWithin(waiting, FOREGROUND_QUIET_MS * 4)).toBe(true);
  });

  it("lets a job on after the longest wait however busy the API stays", async () => {
    const gate = createForegroundGate();
    gate.enter();
    const started = performance.now();
    await gate.whenIdle(60);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect(gate.busy).toBe(1);
  });

  it("counts a request's end once, however often it is reported", () => {
    const gate = createForegroundGate();
    const first = gate.enter();
    gate.enter();
    first();
    first();
    expect(gate.busy).toBe(1);
  });
});

describe("givingWay", () => {
  async function* numbered(pulls: number[]): AsyncGenerator<number, void, undefined> {
    for (let index = 0; index < 3; index += 1) {
      await Promise.resolve();
      pulls.push(index);
      yield index;
    }
  }

  it("asks for the next chunk only once the API is quiet, and yields every chunk in order", async () => {
    const gate: ForegroundGate = createForegroundGate();
    const pulls: number[] = [];
    const chunks = givingWay(numbered(pulls), gate);
    expect((await chunks.next()).value).toBe(0);
    const end = gate.enter();
    const next = chunks.next();
    expect(await settledWithin(next, 40)).toBe(false);
    expect(pulls).toEqual([0]);
    end();
    expect((await next).value).toBe(1);
    const rest: number[] = [];
    for await (const value of chunks) rest.push(value);
    expect(rest).toEqual([2]);
    expect(pulls).toEqual([0, 1, 2]);
  });

  it("closes the source when the reader stops early", async () => {
    let closed = false;
    async function* source(): AsyncGenerator<number, void, undefined> {
      try {
        await Promise.resolve();
        yield 1;
        yield 2;
      } finally {
        closed = true;
      }
    }
    for await (const value of givingWay(source(), createForegroundGate())) {
      expect(value).toBe(1);
      break;
    }
    expect(closed).toBe(true);
  });
});

describe("giveWay", () => {
  it("waits for the API on PGlite and not on PostgreSQL", async () => {
    const gate = createForegroundGate();
    const end = gate.enter();
    const onPostgres = giveWay({ foreground: gate, driver: "postgres" }, 5_000);
    expect(await settledWithin(onPostgres, 5)).toBe(true);
    const onPglite = giveWay({ foreground: gate, driver: "pglite" }, 5_000);
    expect(await settledWithin(onPglite, 40)).toBe(false);
    end();
    expect(await settledWithin(onPglite, FOREGROUND_QUIET_MS * 4)).toBe(true);
  });
});
