import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { createTestModel } from "xstate/graph";
import type { Job } from "@canvass/sdk/jobs";
import { batchEditMachine } from "./batch-edit.machine";
import { batchEditRequest } from "./batch-edit.rules";
import type { BatchEditEvent } from "./batch-edit.types";

const JOB_ID = "3f8e1a52-7c1b-4f0e-9d7a-2b6c5e4d3a21";

function job(status: Job["status"], done = 0): Job {
  return {
    id: JOB_ID,
    kind: "batch-edit",
    owner: "p1",
    status,
    progress: { done, total: 50 },
    result: status === "done" ? { Changed: 47, Unchanged: 0, Failed: 3 } : null,
    error: null,
    attempts: 1,
    Created: "2026-11-26T10:00:00.000Z",
    Started: status === "queued" ? null : "2026-11-26T10:00:01.000Z",
    Finished: ["done", "failed", "cancelled"].includes(status) ? "2026-11-26T10:00:09.000Z" : null,
    Updated: "2026-11-26T10:00:09.000Z",
  };
}

const PREVIEW = { Count: 50, Changing: 47, Unchanged: 0, Failing: 3, Items: [] };
const REPORT = { Changed: 47, Unchanged: 0, Failed: 3, Rows: [] };

/** The flow's events, each a value the screen really sends. */
const EVENTS: readonly BatchEditEvent[] = [
  { type: "select.filter", filters: { Campaign: "c1" } },
  { type: "select.ids", text: "3fa9c1d2 0b1c2d" },
  { type: "select.rows", rows: [{ ID: "3fa9c1d2", Values: { City: "Lyon" } }] },
  { type: "values.set", field: "City", text: "Lyon" },
  { type: "values.set", field: "Amount", text: "lots" },
  { type: "values.remove", field: "Amount" },
  { type: "reason.change", text: "Wrong campaign setting on Tuesday" },
  { type: "preview.request" },
  { type: "preview.done", preview: PREVIEW },
  { type: "preview.error", message: "503" },
  { type: "edit" },
  { type: "apply" },
  { type: "job.update", job: job("running", 20) },
  { type: "job.update", job: job("done", 50) },
  { type: "run.error", message: "409" },
  { type: "run.cancel" },
  { type: "report.done", report: REPORT },
  { type: "restart" },
  { type: "validators.loaded", validators: { City: { minLength: 2 } } },
];

function start() {
  const calls = { preview: 0, apply: 0, cancel: 0, report: 0 };
  const actor = createActor(
    batchEditMachine.provide({
      actions: {
        requestPreview: () => {
          calls.preview += 1;
        },
        requestApply: () => {
          calls.apply += 1;
        },
        requestCancel: () => {
          calls.cancel += 1;
        },
        requestReport: () => {
          calls.report += 1;
        },
      },
    }),
    { input: {} },
  ).start();
  return { actor, calls };
}

describe("batchEditMachine (model-based)", () => {
  const model = createTestModel(batchEditMachine, {
    events: [...EVENTS],
    serializeState: (state) =>
      JSON.stringify([
        state.value,
        state.context.selection?.kind ?? null,
        Object.keys(state.context.values).sort(),
        state.context.reason !== "",
        state.context.preview !== null,
        state.context.job?.status ?? null,
        state.context.report !== null,
      ]),
  });
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it("reaches select → set values → preview → applying → report", () => {
    const reached = new Set(paths.map((path) => path.state.value as string));
    expect([...reached].sort()).toEqual(
      ["applying", "editing", "previewing", "report", "reporting", "reviewing", "selecting"].sort(),
    );
  });

  for (const path of paths) {
    it(`holds its rules on: ${path.description}`, async () => {
      const { actor, calls } = start();
      const check = () => {
        const snapshot = actor.getSnapshot();
        const { context } = snapshot;
        const value = snapshot.value as string;
        // Nothing is asked of the server before a preview was requested and allowed.
        if (value === "selecting") expect(context.selection).toBeNull();
        if (value === "previewing") {
          // A value the mask refuses never reaches the server (CSV rows carry their own values).
          if (context.selection?.kind !== "rows") expect(context.values.Amount).toBeUndefined();
          expect(calls.preview).toBeGreaterThan(0);
        }
        if (value === "applying" || value === "reporting" || value === "report") {
          expect(calls.apply).toBe(1);
          expect(context.reason.trim()).not.toBe("");
          expect(context.preview?.Changing).toBeGreaterThan(0);
          expect(batchEditRequest(context).Reason).toBe("Wrong campaign setting on Tuesday");
        }
        if (value === "reporting") expect(calls.report).toBe(1);
        if (value === "report") expect(context.report).toEqual(REPORT);
        if (value === "applying") {
          const run = snapshot.children.run?.getSnapshot() as { value: string } | undefined;
          expect(run).toBeDefined();
        }
        if (calls.apply === 0) expect(calls.cancel + calls.report).toBe(0);
      };
      await path.test({
        states: { "*": check },
        events: Object.fromEntries(
          EVENTS.map((event) => [
            event.type,
            ({ event: sent }: { event: BatchEditEvent }) => {
              actor.send(sent);
            },
          ]),
        ),
      });
    });
  }
});

describe("batchEditMachine", () => {
  it("runs a filter batch: preview, apply with progress in the job run, cancel, report", () => {
    const { actor, calls } = start();
    actor.send({ type: "select.filter", filters: { Team: "t1" } });
    actor.send({ type: "preview.request" });
    expect(actor.getSnapshot().value).toBe("editing");
    actor.send({ type: "values.set", field: "Amount", text: "lots" });
    actor.send({ type: "preview.request" });
    expect(calls.preview).toBe(0);
    actor.send({ type: "values.remove", field: "Amount" });
    actor.send({ type: "values.set", field: "City", text: "Lyon" });
    actor.send({ type: "preview.request" });
    actor.send({ type: "preview.done", preview: PREVIEW });
    expect(actor.getSnapshot().value).toBe("reviewing");
    actor.send({ type: "apply" });
    expect(actor.getSnapshot().value).toBe("reviewing");
    actor.send({ type: "reason.change", text: "  Wrong setting  " });
    actor.send({ type: "apply" });
    expect(actor.getSnapshot().value).toBe("applying");
    expect(batchEditRequest(actor.getSnapshot().context)).toEqual({
      Reason: "Wrong setting",
      Filters: { Team: "t1" },
      Set: [{ Field: "City", Value: "Lyon" }],
    });
    actor.send({ type: "job.update", job: job("running", 20) });
    const run = () => actor.getSnapshot().children.run?.getSnapshot() as { value: string };
    expect(run().value).toBe("running");
    actor.send({ type: "run.cancel" });
    expect(run().value).toBe("cancelling");
    expect(calls.cancel).toBe(1);
    actor.send({ type: "job.update", job: job("cancelled", 20) });
    expect(actor.getSnapshot().value).toBe("reporting");
    actor.send({ type: "report.done", report: { ...REPORT, Changed: 20, Failed: 0 } });
    expect(actor.getSnapshot().value).toBe("report");
    actor.send({ type: "restart" });
    expect(actor.getSnapshot().context.selection).toBeNull();
  });

  it("holds typed values to the host's validators once they are loaded", () => {
    const { actor, calls } = start();
    actor.send({ type: "select.ids", text: "3fa9c1d2" });
    actor.send({ type: "values.set", field: "City", text: "X" });
    actor.send({ type: "validators.loaded", validators: { City: { minLength: 2 } } });
    actor.send({ type: "preview.request" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(calls.preview).toBe(0);
    actor.send({ type: "values.set", field: "City", text: "Xy" });
    actor.send({ type: "preview.request" });
    expect(actor.getSnapshot().value).toBe("previewing");
  });

  it("reads pasted ids, and a start that failed goes back to the review with its reason", () => {
    const { actor } = start();
    actor.send({ type: "select.ids", text: "3FA9C1D2, nope\n0b1c2d" });
    expect(actor.getSnapshot().context.selection).toEqual({
      kind: "ids",
      ids: ["3fa9c1d2", "0b1c2d"],
      invalid: ["nope"],
    });
    actor.send({ type: "values.set", field: "City", text: "Lyon" });
    actor.send({ type: "reason.change", text: "Fix" });
    actor.send({ type: "preview.request" });
    actor.send({ type: "preview.done", preview: PREVIEW });
    actor.send({ type: "apply" });
    actor.send({ type: "run.error", message: "403 Forbidden" });
    expect(actor.getSnapshot().value).toBe("reviewing");
    expect(actor.getSnapshot().context.error).toBe("403 Forbidden");
  });
});
