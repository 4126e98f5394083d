import { beforeEach, describe, expect, it } from "vitest";
import { createActor } from "xstate";
import type { SubsExpandOutcome } from "@canvass/sdk/queries";
import { createCoverage, flushMacrotask, toMermaid } from "../testing";
import { createBatchRunActors } from "./batch-run.actors";
import { batchRunMachine } from "./batch-run.machine";
import { BATCH_MODEL_FIXTURES as F, batchRunModelPaths } from "./batch-run.model";
import type { BatchModelEvent } from "./batch-run.model";
import { runPool } from "./batch-run.pool";
import { batchFailuresCsv, selectBatchRunView } from "./batch-run.selectors";
import type { BatchCallOutcome, BatchRunInput } from "./batch-run.types";

/** The expansion under way: the test reports progress and answers it. */
interface Expansion {
  readonly query: unknown;
  readonly signal: AbortSignal;
  progress(gathered: number): void;
  resolve(outcome: SubsExpandOutcome): void;
  reject(error: Error): void;
}
/** The calls under way, oldest first; the test answers them in that order. */
interface PendingCall {
  readonly id: string;
  resolve(outcome: BatchCallOutcome): void;
  reject(error: Error): void;
}

let expansions: Expansion[] = [];
let calls: PendingCall[] = [];
let started: string[] = [];

const machine = batchRunMachine.provide({
  actors: createBatchRunActors({
    concurrency: F.concurrency,
    expand: (query, onProgress, signal) =>
      new Promise((resolve, reject) => {
        expansions.push({ query, signal, progress: onProgress, resolve, reject });
      }),
    call: (id) =>
      new Promise((resolve, reject) => {
        started.push(id);
        calls.push({ id, resolve, reject });
      }),
  }),
});

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(machine);

function start(input: BatchRunInput = { source: { kind: "filter", query: F.query } }) {
  return createActor(machine, { input, inspect: coverage.inspect }).start();
}

const expansion = () => {
  const current = expansions.at(-1);
  if (current === undefined) throw new Error("no expansion under way");
  return current;
};

async function answerCall(outcome: "ok" | "fails" | "throws") {
  const call = calls.shift();
  if (call === undefined) throw new Error("no call under way");
  if (outcome === "ok") call.resolve({ ok: true });
  else if (outcome === "fails") call.resolve({ ok: false, reason: `refused ${call.id}` });
  else call.reject(new Error("socket hang up"));
  await flushMacrotask();
}

async function expand(ids: readonly string[] = F.ids) {
  expansion().progress(ids.length);
  expansion().resolve({ status: "done", ids });
  await flushMacrotask();
}

beforeEach(() => {
  expansions = [];
  calls = [];
  started = [];
});

describe("batchRunMachine", () => {
  it("has the shape of the real machine (the provided actors change nothing else)", () => {
    expect(toMermaid(machine)).toBe(toMermaid(batchRunMachine));
  });

  it("expands a filter with progress, confirms the exact count, then runs two at a time", async () => {
    const actor = start();
    expect(selectBatchRunView(actor.getSnapshot()).step).toBe("expanding");
    expect(expansion().query).toEqual(F.query);
    expansion().progress(2);
    await flushMacrotask();
    expect(selectBatchRunView(actor.getSnapshot()).gathered).toBe(2);
    await expand();
    const confirming = selectBatchRunView(actor.getSnapshot());
    expect(confirming).toMatchObject({ step: "confirming", total: 3, canCancel: true });
    expect(started).toEqual([]);
    actor.send({ type: "batch.confirm" });
    expect(started).toEqual(F.ids.slice(0, 2));
    await answerCall("ok");
    expect(started).toEqual(F.ids);
    expect(selectBatchRunView(actor.getSnapshot())).toMatchObject({
      step: "running",
      progress: 1,
      runTotal: 3,
    });
    await answerCall("fails");
    await answerCall("throws");
    const done = selectBatchRunView(actor.getSnapshot());
    expect(done).toMatchObject({ step: "done", succeeded: 1, progress: 3, finished: true });
    expect(done.failed).toEqual([
      { id: F.ids[1], reason: `refused ${F.ids[1]}` },
      { id: F.ids[2], reason: "socket hang up" },
    ]);
    expect(batchFailuresCsv(done.failed)).toBe(
      `"id","reason"\r\n"${F.ids[1]}","refused ${F.ids[1]}"\r\n"${F.ids[2]}","socket hang up"\r\n`,
    );
  });

  it("runs the failed ids again, keeping those that succeeded", async () => {
    const actor = start();
    await expand();
    actor.send({ type: "batch.confirm" });
    await answerCall("fails");
    await answerCall("ok");
    await answerCall("fails");
    actor.send({ type: "batch.retryFailed" });
    expect(started.slice(3)).toEqual([F.ids[0], F.ids[2]]);
    expect(selectBatchRunView(actor.getSnapshot())).toMatchObject({
      step: "running",
      runTotal: 2,
      progress: 0,
      failed: [],
    });
    await answerCall("ok");
    expect(selectBatchRunView(actor.getSnapshot()).progress).toBe(1);
    await answerCall("ok");
    expect(selectBatchRunView(actor.getSnapshot())).toMatchObject({
      step: "done",
      succeeded: 3,
      failed: [],
      canRetryFailed: false,
    });
  });

  it("starts no new call after a cancel, and counts the calls under way", async () => {
    const actor = start();
    await expand();
    actor.send({ type: "batch.confirm" });
    actor.send({ type: "batch.cancel" });
    expect(selectBatchRunView(actor.getSnapshot()).step).toBe("stopping");
    await answerCall("ok");
    expect(started).toEqual(F.ids.slice(0, 2));
    await answerCall("fails");
    expect(selectBatchRunView(actor.getSnapshot())).toMatchObject({
      step: "cancelled",
      succeeded: 1,
      notStarted: 1,
      finished: true,
    });
  });

  it("aborts the expansion on a cancel and ignores its late answer", async () => {
    const actor = start();
    const under = expansion();
    actor.send({ type: "batch.cancel" });
    expect(under.signal.aborted).toBe(true);
    under.resolve({ status: "done", ids: F.ids });
    await flushMacrotask();
    expect(selectBatchRunView(actor.getSnapshot())).toMatchObject({ step: "cancelled", total: 0 });
  });

  it("refuses more than the cap, with no retry (narrow the filter)", async () => {
    const actor = start();
    expansion().resolve({ status: "tooMany", count: F.tooMany, cap: F.cap });
    await flushMacrotask();
    expect(selectBatchRunView(actor.getSnapshot())).toMatchObject({
      step: "failed",
      failure: { kind: "tooMany", count: F.tooMany, cap: F.cap },
      canRetry: false,
    });
    expect(started).toEqual([]);
  });

  it("runs ids given at once, each once, or after a confirmation when asked", async () => {
    const direct = start({ source: { kind: "ids", ids: ["aa11bb", "aa11bb"] } });
    expect(expansions).toEqual([]);
    expect(started).toEqual(["aa11bb"]);
    await answerCall("ok");
    expect(selectBatchRunView(direct.getSnapshot())).toMatchObject({ step: "done", total: 1 });

    const asked = start({ source: { kind: "ids", ids: ["cc22dd"] }, confirm: true });
    expect(selectBatchRunView(asked.getSnapshot())).toMatchObject({ step: "confirming", total: 1 });
    asked.send({ type: "batch.cancel" });
    expect(selectBatchRunView(asked.getSnapshot())).toMatchObject({
      step: "cancelled",
      notStarted: 1,
    });
  });

  it("ends an empty run at once", async () => {
    const actor = start({ source: { kind: "ids", ids: [] } });
    await flushMacrotask();
    expect(selectBatchRunView(actor.getSnapshot())).toMatchObject({ step: "done", total: 0 });
  });
});

describe("runPool", () => {
  it("keeps at most `concurrency` calls under way and refuses a bad one", async () => {
    let running = 0;
    let most = 0;
    const settled: string[] = [];
    await runPool(
      ["a", "b", "c", "d", "e"],
      async () => {
        running += 1;
        most = Math.max(most, running);
        await flushMacrotask();
        running -= 1;
        return { ok: true };
      },
      { concurrency: 2, stopped: () => false, onSettled: (id) => settled.push(id) },
    );
    expect(most).toBe(2);
    expect(settled.sort()).toEqual(["a", "b", "c", "d", "e"]);
    await expect(
      runPool(["a"], () => Promise.resolve({ ok: true }), {
        concurrency: 0,
        stopped: () => false,
        onSettled: () => undefined,
      }),
    ).rejects.toThrow(RangeError);
  });
});

describe("batchRunMachine (model-based)", () => {
  const paths = batchRunModelPaths();

  it("passes through every state of the model", () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    expect(reached).toEqual(
      new Set(
        [
          "expanding",
          "failed",
          "confirming",
          { running: "active" },
          { running: "stopping" },
          "done",
          "cancelled",
        ].map((value) => JSON.stringify(value)),
      ),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = start();
      const executors: Record<BatchModelEvent["type"], () => Promise<void> | void> = {
        EXPANDED: () => expand(),
        EXPAND_TOO_MANY: async () => {
          expansion().resolve({ status: "tooMany", count: F.tooMany, cap: F.cap });
          await flushMacrotask();
        },
        EXPAND_FAILS: async () => {
          expansion().reject(new Error("offline"));
          await flushMacrotask();
        },
        RETRY: () => {
          actor.send({ type: "batch.retry" });
        },
        CONFIRM: () => {
          actor.send({ type: "batch.confirm" });
        },
        CANCEL: () => {
          actor.send({ type: "batch.cancel" });
        },
        CALL_OK: () => answerCall("ok"),
        CALL_FAILS: () => answerCall("fails"),
        RETRY_FAILED: () => {
          actor.send({ type: "batch.retryFailed" });
        },
      };
      await path.test({
        events: Object.fromEntries(
          Object.entries(executors).map(([type, run]) => [type, async () => run()]),
        ),
        states: {
          "*": (state) => {
            const model = state.context;
            const snapshot = actor.getSnapshot();
            const view = selectBatchRunView(snapshot);
            expect(snapshot.value).toEqual(state.value);
            expect(view.total).toBe(model.total);
            expect(view.succeeded).toBe(model.succeeded);
            expect(view.failed).toHaveLength(model.failed);
            expect(calls).toHaveLength(model.pending);
            if (snapshot.matches("running")) {
              expect(view.runTotal).toBe(model.queue);
              expect(view.progress).toBe(model.started - model.pending);
            }
            if (state.value === "failed")
              expect(view.failure?.kind).toBe(model.failure === "error" ? "error" : "tooMany");
          },
        },
      });
    });
  }
});

describe("batchRunMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
