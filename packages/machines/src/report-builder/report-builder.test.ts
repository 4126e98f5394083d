import { beforeEach, describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { createCoverage, createPendingCalls, toMermaid } from "../testing";
import { reportBuilderMachine } from "./report-builder.machine";
import {
  REPORT_BUILDER_MODEL_FIXTURES as F,
  reportBuilderModelPaths,
  type ReportBuilderModelEvent,
} from "./report-builder.model";
import { selectReportBuilderView } from "./report-builder.selectors";
import type {
  LoadReportInput,
  ReportDraft,
  ReportRunOutcome,
  ReportSaveOutcome,
  RunReportInput,
  SaveReportInput,
} from "./report-builder.types";

type CallName = "load" | "save" | "run";
let calls = createPendingCalls<CallName>();
let saves: SaveReportInput[] = [];
let runs: RunReportInput[] = [];
let runAborts = 0;

const machine = reportBuilderMachine.provide({
  actors: {
    load: fromPromise<ReportDraft, LoadReportInput>(() => calls.wait("load")),
    save: fromPromise<ReportSaveOutcome, SaveReportInput>(({ input }) => {
      saves.push(input);
      return calls.wait("save");
    }),
    run: fromPromise<ReportRunOutcome, RunReportInput>(({ input, signal }) => {
      runs.push(input);
      signal.addEventListener("abort", () => {
        runAborts += 1;
      });
      return calls.wait("run");
    }),
  },
});

const coverage = createCoverage(machine);

const BLANK: ReportDraft = {
  Description: "",
  Query: { groupBy: [], metrics: [{ field: "*", fn: "count" }] },
};

function start(options: { id?: string | null; canEdit?: boolean; canRun?: boolean } = {}) {
  const actor = createActor(machine, {
    input: {
      id: options.id === undefined ? F.id : options.id,
      canEdit: options.canEdit ?? true,
      canRun: options.canRun ?? true,
      draft: BLANK,
    },
    inspect: coverage.inspect,
  });
  actor.start();
  return actor;
}

const withDimension = (draft: ReportDraft, on: boolean): ReportDraft => {
  const groupBy = draft.Query.groupBy.filter((field) => field !== F.dimension);
  return {
    ...draft,
    Query: { ...draft.Query, groupBy: on ? [...groupBy, F.dimension] : groupBy },
  };
};

beforeEach(() => {
  calls = createPendingCalls<CallName>();
  saves = [];
  runs = [];
  runAborts = 0;
});

describe("reportBuilderMachine", () => {
  it("has the shape of the real machine (the provided actors change nothing else)", () => {
    expect(toMermaid(machine)).toBe(toMermaid(reportBuilderMachine));
  });

  it("a new report starts ready, is checked before a save, then saved and stays saved", async () => {
    const actor = start({ id: null });
    expect(actor.getSnapshot().value).toEqual({ ready: "editing" });
    expect(selectReportBuilderView(actor.getSnapshot()).problems).toEqual({});
    actor.send({ type: "report.save" });
    expect(saves).toEqual([]);
    expect(selectReportBuilderView(actor.getSnapshot()).problems).toEqual({
      "/Description": "required",
    });
    const named = { ...BLANK, Description: "Sign-ups" };
    actor.send({ type: "report.edit", draft: named });
    actor.send({ type: "report.save" });
    expect(saves).toEqual([{ id: null, draft: named }]);
    await calls.answer("save", { value: { ok: true, id: "new1", draft: named } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: "saved" });
    expect(snapshot.context.id).toBe("new1");
    const view = selectReportBuilderView(snapshot);
    expect(view).toMatchObject({ saved: true, dirty: false, canSave: false });
    // Nothing changed: a second save sends nothing.
    actor.send({ type: "report.save" });
    expect(saves).toHaveLength(1);
  });

  it("runs the unsaved definition with the filter without saving it, and says the result is stale after a change", async () => {
    const actor = start({ id: null });
    const filters = { Campaign: ["c4mp01"], DateField: "Received" as const };
    actor.send({ type: "report.filter", filters });
    actor.send({ type: "report.edit", draft: F.stored });
    actor.send({ type: "report.run" });
    expect(runs).toEqual([{ id: null, draft: F.stored, saved: false, filters }]);
    expect(selectReportBuilderView(actor.getSnapshot()).canCancel).toBe(true);
    await calls.answer("run", { value: { ok: true, result: F.result } });
    expect(saves).toEqual([]);
    expect(actor.getSnapshot().context).toMatchObject({ id: null, original: null, saves: 0 });
    let view = selectReportBuilderView(actor.getSnapshot());
    expect(view).toMatchObject({
      step: "ready",
      result: F.result,
      stale: false,
      dirty: true,
      canSave: true,
    });
    actor.send({ type: "report.filter", filters: {} });
    view = selectReportBuilderView(actor.getSnapshot());
    expect(view).toMatchObject({ result: F.result, stale: true });
    actor.send({ type: "report.filter", filters });
    expect(selectReportBuilderView(actor.getSnapshot()).stale).toBe(false);
  });

  it("runs a definition without a description, and shows the description's problem only once a save is tried", async () => {
    const actor = start({ id: null });
    const unnamed: ReportDraft = { ...F.stored, Description: "" };
    actor.send({ type: "report.edit", draft: unnamed });
    actor.send({ type: "report.run" });
    expect(runs).toEqual([{ id: null, draft: unnamed, saved: false, filters: {} }]);
    expect(selectReportBuilderView(actor.getSnapshot()).problems).toEqual({});
    await calls.answer("run", { value: { ok: true, result: F.result } });
    expect(selectReportBuilderView(actor.getSnapshot()).result).toEqual(F.result);
    // a query problem stops the run and shows, the description's still does not
    const broken: ReportDraft = {
      ...unnamed,
      Query: { ...unnamed.Query, metrics: [{ field: "*", fn: "sum" }] },
    };
    actor.send({ type: "report.edit", draft: broken });
    actor.send({ type: "report.run" });
    expect(runs).toHaveLength(1);
    expect(selectReportBuilderView(actor.getSnapshot()).problems).toEqual({
      "/Query/metrics/0/field": "needs-number",
    });
    actor.send({ type: "report.save" });
    expect(saves).toEqual([]);
    expect(selectReportBuilderView(actor.getSnapshot()).problems).toEqual({
      "/Description": "required",
      "/Query/metrics/0/field": "needs-number",
    });
  });

  it("a filter change during a run abandons it: the late answer is never applied", async () => {
    const actor = start({ id: null });
    actor.send({ type: "report.edit", draft: F.stored });
    actor.send({ type: "report.run" });
    actor.send({ type: "report.filter", filters: { Team: ["t1"] } });
    expect(runAborts).toBe(1);
    expect(actor.getSnapshot().value).toEqual({ ready: "editing" });
    await calls.answer("run", { value: { ok: true, result: F.result } });
    expect(actor.getSnapshot().context.result).toBeNull();
  });

  it("checks the SDK's report rule: a repeated dimension and a sum of rows are refused before any call", async () => {
    const actor = start();
    await calls.answer("load", { value: F.stored });
    actor.send({
      type: "report.edit",
      draft: {
        ...F.stored,
        Query: {
          ...F.stored.Query,
          groupBy: ["CampaignName", "CampaignName"],
          metrics: [{ field: "*", fn: "sum" }],
        },
      },
    });
    actor.send({ type: "report.run" });
    expect(runs).toEqual([]);
    expect(selectReportBuilderView(actor.getSnapshot()).problems).toEqual({
      "/Query/groupBy/1": "duplicate",
      "/Query/metrics/0/field": "needs-number",
    });
  });

  it("a saved, unchanged report runs as saved", async () => {
    const actor = start();
    await calls.answer("load", { value: F.stored });
    actor.send({ type: "report.run" });
    expect(runs).toEqual([{ id: F.id, draft: F.stored, saved: true, filters: {} }]);
  });

  it("without canEdit only the filter changes and nothing is saved; without canRun nothing runs", async () => {
    const reader = start({ canEdit: false });
    await calls.answer("load", { value: F.stored });
    reader.send({ type: "report.edit", draft: withDimension(F.stored, true) });
    expect(reader.getSnapshot().context.draft).toEqual(F.stored);
    reader.send({ type: "report.filter", filters: { Player: ["p1"] } });
    expect(reader.getSnapshot().context.filters).toEqual({ Player: ["p1"] });
    reader.send({ type: "report.save" });
    expect(saves).toEqual([]);
    expect(selectReportBuilderView(reader.getSnapshot()).canSave).toBe(false);

    const viewer = start({ canRun: false });
    await calls.answer("load", { value: F.stored });
    viewer.send({ type: "report.run" });
    expect(runs).toEqual([]);
    expect(selectReportBuilderView(viewer.getSnapshot()).canRun).toBe(false);
  });
});

describe("reportBuilderMachine (model-based)", () => {
  const paths = reportBuilderModelPaths();

  it("passes through every state of the model", () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    expect(reached).toEqual(
      new Set(
        [
          "loading",
          "loadFailed",
          { ready: "editing" },
          { ready: "result" },
          { ready: "runFailed" },
          { ready: "saved" },
          { ready: "saveFailed" },
          "running",
          "saving",
        ].map((value) => JSON.stringify(value)),
      ),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = start();
      const draft = () => actor.getSnapshot().context.draft;
      const executors: Record<ReportBuilderModelEvent["type"], () => Promise<void> | void> = {
        LOADED: () => calls.answer("load", { value: F.stored }),
        LOAD_FAILS: () => calls.answer("load", { error: new Error("offline") }),
        RETRY: () => {
          actor.send({ type: "report.retry" });
        },
        CHANGE: () => {
          const on = draft().Query.groupBy.includes(F.dimension);
          actor.send({ type: "report.edit", draft: withDimension(draft(), !on) });
        },
        // A guarded model event that the model does not take is a no-op here too.
        BREAK: () => {
          if (draft().Description === "") return;
          actor.send({ type: "report.edit", draft: { ...draft(), Description: "" } });
        },
        FIX: () => {
          if (draft().Description !== "") return;
          actor.send({
            type: "report.edit",
            draft: { ...draft(), Description: F.stored.Description },
          });
        },
        RUN: () => {
          actor.send({ type: "report.run" });
        },
        RUN_DONE: () => calls.answer("run", { value: { ok: true, result: F.result } }),
        RUN_REFUSED: () =>
          calls.answer("run", {
            value: {
              ok: false,
              failure: { kind: "fields", status: 422 },
              problems: [F.runRefused],
            },
          }),
        RUN_FAILS: () => calls.answer("run", { error: new Error("socket hang up") }),
        CANCEL: () => {
          actor.send({ type: "report.cancel" });
        },
        SAVE: () => {
          actor.send({ type: "report.save" });
        },
        SAVED: () => {
          const sent = saves.at(-1);
          return calls.answer("save", {
            value: { ok: true, id: F.id, draft: sent?.draft ?? draft() },
          });
        },
        SAVE_REFUSED: () =>
          calls.answer("save", {
            value: {
              ok: false,
              failure: { kind: "fields", status: 422 },
              problems: [F.saveRefused],
            },
          }),
        SAVE_FAILS: () => calls.answer("save", { error: new Error("socket hang up") }),
      };
      await path.test({
        events: Object.fromEntries(
          Object.entries(executors).map(([type, run]) => [type, async () => run()]),
        ),
        states: {
          "*": (state) => {
            const model = state.context;
            const snapshot = actor.getSnapshot();
            const { context } = snapshot;
            const view = selectReportBuilderView(snapshot);
            expect(snapshot.value).toEqual(state.value);
            if (state.value === "loading" || state.value === "loadFailed") return;
            expect(view.dirty).toBe(model.changed || model.broken);
            expect(context.checked).toBe(model.checked);
            expect(context.problems).toEqual({
              ...(model.broken ? { "/Description": "required" } : {}),
              ...(model.failure === "runRefused"
                ? { [F.runRefused.field]: F.runRefused.code }
                : {}),
              ...(model.failure === "saveRefused"
                ? { [F.saveRefused.field]: F.saveRefused.code }
                : {}),
            });
            const kind =
              model.failure === null ? null : model.failure === "retry" ? "retry" : "fields";
            expect(context.failure?.kind ?? null).toBe(kind);
            expect(view.result === null).toBe(model.result === "none");
            expect(view.stale).toBe(model.result === "stale");
          },
        },
      });
    });
  }
});

describe("reportBuilderMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing, JSON.stringify(report.transitions.missing)).toEqual([]);
  });
});
