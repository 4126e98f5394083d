import { beforeEach, describe, expect, it } from "vitest";
import { SimulatedClock, createActor, fromPromise } from "xstate";
import { createCoverage, createPendingCalls, toMermaid } from "../testing";
import { campaignEditorMachine } from "./campaign-editor.machine";
import {
  CAMPAIGN_EDITOR_MODEL_FIXTURES as F,
  campaignEditorModelPaths,
  type CampaignEditorModelEvent,
} from "./campaign-editor.model";
import {
  CAMPAIGN_EDITOR_SLOW_SAVE_MS,
  type EditorValues,
  type SaveInput,
  type SaveOutcome,
} from "./campaign-editor.types";

type CallName = "load" | "save";
let calls = createPendingCalls<CallName>();
let saves: SaveInput[] = [];

const machine = campaignEditorMachine.provide({
  actors: {
    load: fromPromise<EditorValues>(() => calls.wait("load")),
    save: fromPromise<SaveOutcome, SaveInput>(({ input }) => {
      saves.push(input);
      return calls.wait("save");
    }),
  },
});

const coverage = createCoverage(machine);

function start(canEdit = true) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { canEdit },
    clock,
    inspect: coverage.inspect,
  }).start();
  return { actor, clock };
}

const refused: SaveOutcome = {
  ok: false,
  failure: { kind: "fields", status: 422 },
  problems: [{ field: "title", code: F.refusedCode }],
};
const serverError: SaveOutcome = {
  ok: false,
  failure: { kind: "retry", status: 500 },
  problems: [],
};

beforeEach(() => {
  calls = createPendingCalls<CallName>();
  saves = [];
});

describe("campaignEditorMachine", () => {
  it("has the shape of the real machine (the provided actors change nothing else)", () => {
    expect(toMermaid(machine)).toBe(toMermaid(campaignEditorMachine));
  });

  it("saves the typed values and takes what the server stored as the new starting point", async () => {
    const { actor } = start();
    await calls.answer("load", { value: F.stored });
    actor.send({ type: "editor.change", field: "title", value: F.typedTitle });
    actor.send({ type: "editor.save" });
    expect(saves).toEqual([{ values: { ...F.stored, title: F.typedTitle }, original: F.stored }]);
    await calls.answer("save", { value: { ok: true, values: { ...F.stored, title: "Stored" } } });
    const { value, context } = actor.getSnapshot();
    expect(value).toBe("saved");
    expect(context.values).toEqual({ ...F.stored, title: "Stored" });
    expect(context.original).toEqual(context.values);
    expect(context.saves).toBe(1);
  });

  it("keeps every typed value through a 500, and a retry sends them again", async () => {
    const { actor } = start();
    await calls.answer("load", { value: F.stored });
    actor.send({ type: "editor.change", field: "title", value: F.typedTitle });
    actor.send({ type: "editor.change", field: "attempts", value: 7 });
    actor.send({ type: "editor.save" });
    await calls.answer("save", { value: serverError });
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.values).toEqual({ title: F.typedTitle, attempts: 7 });
    expect(actor.getSnapshot().context.failure).toEqual({ kind: "retry", status: 500 });
    actor.send({ type: "editor.save" });
    expect(saves[1]?.values).toEqual({ title: F.typedTitle, attempts: 7 });
  });

  it("reads only: without canEdit nothing can be typed", async () => {
    const { actor } = start(false);
    await calls.answer("load", { value: F.stored });
    actor.send({ type: "editor.change", field: "title", value: F.typedTitle });
    expect(actor.getSnapshot().value).toBe("pristine");
    expect(actor.getSnapshot().context.values).toEqual(F.stored);
  });
});

describe("campaignEditorMachine (model-based)", () => {
  const paths = campaignEditorModelPaths();

  it("passes through every state of the model", () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
    expect(reached).toEqual(
      new Set([
        "loading",
        "loadFailed",
        "pristine",
        "dirty",
        "saving",
        "saved",
        "failed",
        "confirmingLeave",
        "left",
      ]),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, clock } = start();
      const executors: Record<CampaignEditorModelEvent["type"], () => Promise<void> | void> = {
        LOADED: () => calls.answer("load", { value: F.stored }),
        LOAD_FAILS: () => calls.answer("load", { error: new Error("offline") }),
        RETRY: () => {
          actor.send({ type: "editor.retry" });
        },
        // A title other than the stored one (after a save, the stored one may be the typed one).
        TYPE: () => {
          const stored = actor.getSnapshot().context.original.title;
          const value = stored === F.typedTitle ? `${F.typedTitle}!` : F.typedTitle;
          actor.send({ type: "editor.change", field: "title", value });
        },
        TYPE_BACK: () => {
          const stored = actor.getSnapshot().context.original.title;
          actor.send({ type: "editor.change", field: "title", value: stored });
        },
        SAVE: () => {
          actor.send({ type: "editor.save" });
        },
        SAVED: () =>
          calls.answer("save", {
            value: { ok: true, values: actor.getSnapshot().context.values },
          }),
        SAVE_REFUSED: () => calls.answer("save", { value: refused }),
        SAVE_FAILS: () => calls.answer("save", { error: new Error("socket hang up") }),
        SLOW_ELAPSES: () => {
          clock.increment(CAMPAIGN_EDITOR_SLOW_SAVE_MS);
        },
        DISCARD: () => {
          actor.send({ type: "editor.discard" });
        },
        LEAVE: () => {
          actor.send({ type: "editor.leave" });
        },
        STAY: () => {
          actor.send({ type: "editor.stay" });
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
            const { context } = snapshot;
            expect(snapshot.value).toBe(state.value);
            expect(context.slow).toBe(model.slow);
            if (!["loading", "loadFailed"].includes(state.value)) {
              expect(context.values.title !== context.original.title).toBe(model.typed);
              expect(context.values.attempts).toBe(F.stored.attempts);
            }
            expect(context.problems).toEqual(model.problem ? { title: F.refusedCode } : {});
            if (state.value === "failed") {
              expect(context.failure?.kind).toBe(model.retry ? "retry" : "fields");
            }
          },
        },
      });
    });
  }
});

describe("campaignEditorMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
