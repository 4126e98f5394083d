import type { FormDocument } from "@canvass/sdk/campaign-settings";
import { beforeEach, describe, expect, it } from "vitest";
import { SimulatedClock, createActor, fromPromise } from "xstate";
import { createCoverage, createPendingCalls, toMermaid } from "../testing";
import { formBuilderMachine } from "./form-builder.machine";
import {
  FORM_BUILDER_MODEL_FIXTURES as F,
  formBuilderModelPaths,
  type FormBuilderModelEvent,
} from "./form-builder.model";
import { FORM_BUILDER_SLOW_SAVE_MS, type FormSaveOutcome } from "./form-builder.types";

type CallName = "load" | "save";
let calls = createPendingCalls<CallName>();
let saves: FormDocument[] = [];

const machine = formBuilderMachine.provide({
  actors: {
    load: fromPromise<FormDocument>(() => calls.wait("load")),
    save: fromPromise<FormSaveOutcome, { form: FormDocument }>(({ input }) => {
      saves.push(input.form);
      return calls.wait("save");
    }),
  },
});

const coverage = createCoverage(machine);

function start(canEdit = true) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { input: { canEdit }, clock, inspect: coverage.inspect });
  actor.start();
  return { actor, clock };
}

const names = (form: FormDocument) => form.fields.map((field) => field.name);
const zip = { name: "Zip", type: "text", label: "Zip" } as const;

beforeEach(() => {
  calls = createPendingCalls<CallName>();
  saves = [];
});

describe("formBuilderMachine", () => {
  it("has the shape of the real machine (the provided actors change nothing else)", () => {
    expect(toMermaid(machine)).toBe(toMermaid(formBuilderMachine));
  });

  it("adds, moves, updates and removes fields; moving back to the stored order is pristine", async () => {
    const { actor } = start();
    await calls.answer("load", { value: F.stored });
    actor.send({ type: "builder.edit", edit: { kind: "add", field: zip } });
    expect(names(actor.getSnapshot().context.form)).toEqual(["FirstName", "Email", "Zip"]);
    actor.send({ type: "builder.edit", edit: { kind: "move", from: 2, to: 0 } });
    expect(names(actor.getSnapshot().context.form)).toEqual(["Zip", "FirstName", "Email"]);
    actor.send({
      type: "builder.edit",
      edit: { kind: "update", index: 0, field: { ...zip, required: true } },
    });
    expect(actor.getSnapshot().context.form.fields[0]).toEqual({ ...zip, required: true });
    actor.send({ type: "builder.edit", edit: { kind: "remove", index: 0 } });
    expect(actor.getSnapshot().value).toBe("pristine");
    actor.send({ type: "builder.edit", edit: { kind: "move", from: 0, to: 1 } });
    expect(actor.getSnapshot().value).toBe("dirty");
    actor.send({ type: "builder.edit", edit: { kind: "move", from: 1, to: 0 } });
    expect(actor.getSnapshot().value).toBe("pristine");
  });

  it("takes a whole document from the JSON view, checks it, and refuses to save it with its problems", async () => {
    const { actor } = start();
    await calls.answer("load", { value: F.stored });
    const typed: FormDocument = { version: 1, fields: [zip, { ...zip, type: "select" }] };
    actor.send({ type: "builder.edit", edit: { kind: "replace", form: typed } });
    expect(actor.getSnapshot().context.problems).toEqual({
      "/fields/1/options": "options",
      "/fields/1/name": "duplicate",
    });
    actor.send({ type: "builder.save" });
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.failure).toEqual({ kind: "fields", status: undefined });
    actor.send({ type: "builder.save" });
    expect(actor.getSnapshot().value).toBe("failed");
    expect(saves).toEqual([]);
    actor.send({ type: "builder.edit", edit: { kind: "remove", index: 1 } });
    actor.send({ type: "builder.save" });
    expect(saves).toEqual([{ version: 1, fields: [zip] }]);
  });

  it("keeps the form through a 500, and saving again sends it again", async () => {
    const { actor } = start();
    await calls.answer("load", { value: F.stored });
    actor.send({ type: "builder.edit", edit: { kind: "add", field: zip } });
    actor.send({ type: "builder.save" });
    await calls.answer("save", {
      value: { ok: false, failure: { kind: "retry", status: 500 }, problems: [] },
    });
    expect(actor.getSnapshot().value).toBe("failed");
    expect(names(actor.getSnapshot().context.form)).toEqual(["FirstName", "Email", "Zip"]);
    actor.send({ type: "builder.save" });
    expect(saves.map(names)).toEqual([
      ["FirstName", "Email", "Zip"],
      ["FirstName", "Email", "Zip"],
    ]);
  });

  it("reads only: without canEdit nothing changes", async () => {
    const { actor } = start(false);
    await calls.answer("load", { value: F.stored });
    actor.send({ type: "builder.edit", edit: { kind: "add", field: zip } });
    expect(actor.getSnapshot().value).toBe("pristine");
    expect(actor.getSnapshot().context.form).toEqual(F.stored);
  });
});

describe("formBuilderMachine (model-based)", () => {
  const paths = formBuilderModelPaths();

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
      const first = F.stored.fields[0];
      const form = () => actor.getSnapshot().context.form;
      const executors: Record<FormBuilderModelEvent["type"], () => Promise<void> | void> = {
        LOADED: () => calls.answer("load", { value: F.stored }),
        LOAD_FAILS: () => calls.answer("load", { error: new Error("offline") }),
        RETRY: () => {
          actor.send({ type: "builder.retry" });
        },
        // A guarded model event that the model does not take is a no-op here too.
        ADD: () => {
          const { original } = actor.getSnapshot().context;
          if (form().fields.length > original.fields.length) return;
          const name = `Extra${String(form().fields.length)}`;
          actor.send({
            type: "builder.edit",
            edit: { kind: "add", field: { name, type: "text", label: name } },
          });
        },
        REMOVE: () => {
          const { original } = actor.getSnapshot().context;
          if (form().fields.length <= original.fields.length) return;
          actor.send({
            type: "builder.edit",
            edit: { kind: "remove", index: form().fields.length - 1 },
          });
        },
        BREAK: () => {
          const field = form().fields[0];
          if (field === undefined || field.label === "") return;
          actor.send({
            type: "builder.edit",
            edit: { kind: "update", index: 0, field: { ...field, label: "" } },
          });
        },
        FIX: () => {
          const field = form().fields[0];
          if (field === undefined || first === undefined || field.label !== "") return;
          actor.send({
            type: "builder.edit",
            edit: { kind: "update", index: 0, field: { ...field, label: first.label } },
          });
        },
        MOVE_IN_PLACE: () => {
          actor.send({ type: "builder.edit", edit: { kind: "move", from: 0, to: 0 } });
        },
        SAVE: () => {
          actor.send({ type: "builder.save" });
        },
        SAVED: () => calls.answer("save", { value: { ok: true, form: form() } }),
        SAVE_REFUSED: () =>
          calls.answer("save", {
            value: {
              ok: false,
              failure: { kind: "fields", status: 422 },
              problems: [F.refused],
            },
          }),
        SAVE_FAILS: () => calls.answer("save", { error: new Error("socket hang up") }),
        SLOW_ELAPSES: () => {
          clock.increment(FORM_BUILDER_SLOW_SAVE_MS);
        },
        DISCARD: () => {
          actor.send({ type: "builder.discard" });
        },
        LEAVE: () => {
          actor.send({ type: "builder.leave" });
        },
        STAY: () => {
          actor.send({ type: "builder.stay" });
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
            if (["loading", "loadFailed"].includes(state.value)) return;
            const changed = JSON.stringify(context.form) !== JSON.stringify(context.original);
            expect(changed).toBe(model.added || model.broken);
            expect(context.problems).toEqual({
              ...(model.broken ? { "/fields/0/label": "required" } : {}),
              ...(model.refused ? { [F.refused.field]: F.refused.code } : {}),
            });
            if (state.value === "failed") {
              expect(context.failure?.kind).toBe(model.retry ? "retry" : "fields");
            }
          },
        },
      });
    });
  }
});

describe("formBuilderMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing, JSON.stringify(report.transitions.missing)).toEqual([]);
  });
});
