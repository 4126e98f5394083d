import { beforeEach, describe, expect, it } from "vitest";
import { SimulatedClock, createActor, fromPromise } from "xstate";
import { HttpError, createCanvassClient, failure, success } from "@canvass/sdk/client";
import { editableAccountFields } from "@canvass/sdk/accounts";
import { silentLogger } from "@canvass/sdk/logging";
import { createCoverage, createPendingCalls, toMermaid } from "../testing";
import { createLookupActors } from "./lookup.actors";
import { lookupMachine } from "./lookup.machine";
import { LOOKUP_MODEL_FIXTURES as F, lookupModelPaths } from "./lookup.model";
import type { LookupModelEvent } from "./lookup.model";
import { selectLookupView } from "./lookup.selectors";
import { LOOKUP_SLOW_SAVE_MS } from "./lookup.types";
import type {
  CheckValuesInput,
  CheckValuesOutput,
  LoadAccountsInput,
  LoadAccountsOutput,
  LookupInput,
  SaveChangesInput,
  SaveChangesOutput,
} from "./lookup.types";

type CallName = "loadAccounts" | "checkValues" | "saveChanges";
let calls = createPendingCalls<CallName>();
let inputs: { load: LoadAccountsInput[]; save: SaveChangesInput[] } = { load: [], save: [] };

const machine = lookupMachine.provide({
  actors: {
    loadAccounts: fromPromise<LoadAccountsOutput, LoadAccountsInput>(({ input }) => {
      inputs.load.push(input);
      return calls.wait("loadAccounts");
    }),
    checkValues: fromPromise<CheckValuesOutput, CheckValuesInput>(() => calls.wait("checkValues")),
    saveChanges: fromPromise<SaveChangesOutput, SaveChangesInput>(({ input }) => {
      inputs.save.push(input);
      return calls.wait("saveChanges");
    }),
  },
});

/** Every actor of this file reports to it; the last test asks for 100 %. */
const coverage = createCoverage(machine);

function start(input: LookupInput = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { canEdit: true, fields: F.fields, ...input },
    clock,
    inspect: coverage.inspect,
  }).start();
  return { actor, clock };
}

const problem = (status: number, errors: { field: string; message: string }[]) =>
  new HttpError(status, { type: "about:blank", title: `HTTP ${status}`, status, errors });

const loaded = (amount?: number) => ({
  value: {
    accounts: Object.values(F.accounts).map((account) =>
      amount === undefined || account.ID !== F.ids[0] ? account : { ...account, Amount: amount },
    ),
  },
});

beforeEach(() => {
  calls = createPendingCalls<CallName>();
  inputs = { load: [], save: [] };
});

describe("lookupMachine", () => {
  it("has the shape of the real machine (the provided actors change nothing else)", () => {
    expect(toMermaid(machine)).toBe(toMermaid(lookupMachine));
  });

  it("opens the address's ids lower-cased, loads them once and says which are unknown", async () => {
    const { actor } = start({
      ids: ["3FA9C1D2", "0b1c2d", "abcdef", "3fa9c1d2"],
      active: "0B1C2D",
    });
    expect(actor.getSnapshot().value).toBe("loading");
    expect(inputs.load).toEqual([{ ids: ["3fa9c1d2", "0b1c2d", "abcdef"] }]);
    await calls.answer("loadAccounts", loaded());
    const view = selectLookupView(actor.getSnapshot());
    expect(view.step).toBe("viewing");
    expect(view.active).toBe("0b1c2d");
    expect(view.tabs.map((tab) => [tab.id, tab.status])).toEqual([
      ["3fa9c1d2", "ready"],
      ["0b1c2d", "ready"],
      ["abcdef", "missing"],
    ]);
    // Re-opening the same ids loads nothing; a new id loads alone.
    actor.send({ type: "lookup.open", ids: ["3fa9c1d2", "0b1c2d", "abcdef"] });
    expect(actor.getSnapshot().value).toBe("viewing");
    actor.send({ type: "lookup.open", ids: ["3fa9c1d2", "123456"], active: "123456" });
    expect(inputs.load.at(-1)).toEqual({ ids: ["123456"] });
    expect(actor.getSnapshot().context.active).toBe("123456");
  });

  it("sends one change request with Old values and the trimmed reason", async () => {
    const { actor } = start({ ids: [F.ids[0]] });
    await calls.answer("loadAccounts", loaded());
    actor.send({ type: "lookup.edit" });
    expect(actor.getSnapshot().context.draft).toEqual({
      Amount: "25,00",
      Email: F.accounts["3fa9c1d2"].Email,
      Phone: "",
    });
    actor.send({ type: "lookup.change", field: "Amount", text: "30,5" });
    actor.send({ type: "lookup.change", field: "Phone", text: "555 0199" });
    actor.send({ type: "lookup.review" });
    await calls.answer("checkValues", { value: {} });
    expect(selectLookupView(actor.getSnapshot()).review).toEqual([
      { field: "Amount", from: "25,00", to: "30,50" },
      { field: "Phone", from: "", to: "555 0199" },
    ]);
    actor.send({ type: "lookup.save" });
    expect(actor.getSnapshot().value).toBe("reviewing");
    actor.send({ type: "lookup.reason", text: "  Donor called " });
    actor.send({ type: "lookup.save" });
    expect(inputs.save).toEqual([
      {
        Reason: "Donor called",
        Changes: [
          { ID: "3fa9c1d2", Field: "Amount", Value: 30.5, Old: 25 },
          { ID: "3fa9c1d2", Field: "Phone", Value: "555 0199", Old: null },
        ],
      },
    ]);
    await calls.answer("saveChanges", { value: success({ updated: 1, Accounts: ["3fa9c1d2"] }) });
    const view = selectLookupView(actor.getSnapshot());
    expect(view.step).toBe("saved");
    expect(view.account?.Amount).toBe(30.5);
    expect(view.saves).toBe(1);
  });

  it("keeps every typed value through a 422 and puts the problems on their fields", async () => {
    const { actor } = start({ ids: [F.ids[0]] });
    await calls.answer("loadAccounts", loaded());
    actor.send({ type: "lookup.edit" });
    actor.send({ type: "lookup.change", field: "Phone", text: "555" });
    actor.send({ type: "lookup.change", field: "Email", text: "jöhn@example.org" });
    actor.send({ type: "lookup.review" });
    await calls.answer("checkValues", { value: {} });
    actor.send({ type: "lookup.reason", text: "fix" });
    actor.send({ type: "lookup.save" });
    await calls.answer("saveChanges", {
      value: failure(
        problem(422, [{ field: "/Changes/0/Value", message: "Email must match format" }]),
      ),
    });
    const view = selectLookupView(actor.getSnapshot());
    expect(view.step).toBe("failed");
    expect(view.problems).toEqual({
      Email: { kind: "message", message: "Email must match format" },
    });
    expect(actor.getSnapshot().context.draft).toMatchObject({
      Phone: "555",
      Email: "jöhn@example.org",
    });
    expect(actor.getSnapshot().context.reason).toBe("fix");
  });

  it("shows the stored values on a conflict and reviews again on them", async () => {
    const { actor } = start({ ids: [F.ids[0]] });
    await calls.answer("loadAccounts", loaded());
    actor.send({ type: "lookup.edit" });
    actor.send({ type: "lookup.change", field: "Amount", text: F.goodAmount });
    actor.send({ type: "lookup.review" });
    await calls.answer("checkValues", { value: {} });
    actor.send({ type: "lookup.reason", text: F.reason });
    actor.send({ type: "lookup.save" });
    await calls.answer("saveChanges", {
      value: failure(problem(409, [{ field: "/Changes/0/Old", message: "stored: 40" }])),
    });
    expect(actor.getSnapshot().value).toBe("conflict");
    await calls.answer("loadAccounts", loaded(F.storedAmount));
    expect(selectLookupView(actor.getSnapshot()).conflicts).toEqual([
      { field: "Amount", seen: "25,00", stored: "40,00", yours: "30,50", message: "stored: 40" },
    ]);
    actor.send({ type: "lookup.back" });
    actor.send({ type: "lookup.review" });
    await calls.answer("checkValues", { value: {} });
    expect(actor.getSnapshot().context.changes).toEqual([
      { ID: "3fa9c1d2", Field: "Amount", Value: 30.5, Old: 40 },
    ]);
  });

  it("says 'still saving' after a while and never aborts the save", async () => {
    const { actor, clock } = start({ ids: [F.ids[0]] });
    await calls.answer("loadAccounts", loaded());
    actor.send({ type: "lookup.edit" });
    actor.send({ type: "lookup.change", field: "Amount", text: "1" });
    actor.send({ type: "lookup.review" });
    await calls.answer("checkValues", { value: {} });
    actor.send({ type: "lookup.reason", text: F.reason });
    actor.send({ type: "lookup.save" });
    clock.increment(LOOKUP_SLOW_SAVE_MS - 1);
    expect(selectLookupView(actor.getSnapshot()).slow).toBe(false);
    clock.increment(1);
    expect(selectLookupView(actor.getSnapshot()).slow).toBe(true);
    actor.send({ type: "lookup.cancel" });
    actor.send({ type: "lookup.close", id: F.ids[0] });
    expect(actor.getSnapshot().value).toBe("saving");
    await calls.answer("saveChanges", { error: new Error("socket hang up") });
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.failure?.message).toBe("socket hang up");
  });

  it("changes tabs while loading, retries a failed load, and closes to nothing", async () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe("empty");
    actor.send({ type: "lookup.open", ids: [...F.ids] });
    actor.send({ type: "lookup.select", id: F.ids[1] });
    actor.send({ type: "lookup.open", ids: [...F.ids], active: F.ids[2] });
    actor.send({ type: "lookup.close", id: F.ids[2] });
    expect(inputs.load.at(-1)).toEqual({ ids: [F.ids[0], F.ids[1]] });
    await calls.answer("loadAccounts", { error: new Error("offline") });
    expect(selectLookupView(actor.getSnapshot()).tabs.map((tab) => tab.status)).toEqual([
      "failed",
      "failed",
    ]);
    actor.send({ type: "lookup.select", id: F.ids[0] });
    actor.send({ type: "lookup.open", ids: [F.ids[0]] });
    await calls.answer("loadAccounts", { error: new Error("offline") });
    actor.send({ type: "lookup.reload" });
    await calls.answer("loadAccounts", loaded());
    actor.send({ type: "lookup.edit" });
    actor.send({ type: "lookup.change", field: "Amount", text: "2" });
    actor.send({ type: "lookup.review" });
    await calls.answer("checkValues", { value: {} });
    actor.send({ type: "lookup.reason", text: F.reason });
    actor.send({ type: "lookup.save" });
    await calls.answer("saveChanges", { value: success({ updated: 1, Accounts: [F.ids[0]] }) });
    // Both were loaded by the last answer: opening them again loads nothing.
    actor.send({ type: "lookup.open", ids: [F.ids[0], F.ids[1]] });
    expect(actor.getSnapshot().value).toBe("viewing");
    actor.send({ type: "lookup.edit" });
    actor.send({ type: "lookup.change", field: "Amount", text: "3" });
    actor.send({ type: "lookup.review" });
    await calls.answer("checkValues", { value: {} });
    actor.send({ type: "lookup.reason", text: F.reason });
    actor.send({ type: "lookup.save" });
    await calls.answer("saveChanges", { value: success({ updated: 1, Accounts: [F.ids[0]] }) });
    actor.send({ type: "lookup.close", id: F.ids[0] });
    actor.send({ type: "lookup.close", id: F.ids[1] });
    expect(actor.getSnapshot().value).toBe("empty");
  });

  it("edits again after a save, and changes the reason after a failure", async () => {
    const { actor } = start({ ids: [F.ids[0], F.ids[1]] });
    await calls.answer("loadAccounts", loaded());
    const save = async (amount: string, outcome: "ok" | "fails") => {
      actor.send({ type: "lookup.edit" });
      actor.send({ type: "lookup.change", field: "Amount", text: amount });
      actor.send({ type: "lookup.review" });
      await calls.answer("checkValues", { value: {} });
      actor.send({ type: "lookup.reason", text: F.reason });
      actor.send({ type: "lookup.save" });
      await calls.answer(
        "saveChanges",
        outcome === "ok"
          ? { value: success({ updated: 1, Accounts: [F.ids[0]] }) }
          : { error: new Error("offline") },
      );
    };
    await save("7", "ok");
    await save("8", "fails");
    actor.send({ type: "lookup.reason", text: "Another reason" });
    actor.send({ type: "lookup.save" });
    await calls.answer("saveChanges", { value: success({ updated: 1, Accounts: [F.ids[0]] }) });
    expect(inputs.save.at(-1)?.Reason).toBe("Another reason");
    expect(selectLookupView(actor.getSnapshot()).account?.Amount).toBe(8);
    actor.send({ type: "lookup.select", id: F.ids[1] });
    expect(selectLookupView(actor.getSnapshot())).toMatchObject({
      step: "viewing",
      active: F.ids[1],
    });
  });

  it("does not edit without EditSubmissions, and passes a check that cannot run", async () => {
    const { actor } = start({ ids: [F.ids[0]], canEdit: false });
    await calls.answer("loadAccounts", loaded());
    actor.send({ type: "lookup.edit" });
    expect(actor.getSnapshot().value).toBe("viewing");
    const editor = start({ ids: [F.ids[0]] }).actor;
    await calls.answer("loadAccounts", loaded());
    editor.send({ type: "lookup.edit" });
    editor.send({ type: "lookup.change", field: "Email", text: F.email });
    editor.send({ type: "lookup.review" });
    await calls.answer("checkValues", { error: new Error("offline") });
    expect(editor.getSnapshot().value).toBe("reviewing");
    editor.send({ type: "lookup.cancel" });
    expect(editor.getSnapshot().context.draft).toEqual({});
  });

  it("loads, checks and saves through an SDK client", async () => {
    const requests: { url: string; body: unknown }[] = [];
    const client = createCanvassClient({
      baseUrl: "https://api.canvass.test",
      assetsUrl: "https://assets.canvass.test",
      app: { name: "machines-test", version: "0.0.0" },
      platform: "test",
      client: "demo",
      logger: silentLogger,
      getSession: () => ({ token: "h.p.s", playerId: "p9f8e7" }),
      fetch: async (request) => {
        const url = new URL(request.url);
        requests.push({
          url: url.pathname + url.search,
          body: request.method === "POST" ? await request.clone().json() : undefined,
        });
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), {
            status,
            headers: { "Content-Type": "application/json" },
          });
        if (url.pathname.startsWith("/query/accounts")) {
          return json({ Accounts: [F.accounts["3fa9c1d2"]], Count: 1 });
        }
        if (url.pathname.startsWith("/validations/email")) {
          return json({
            email: url.searchParams.get("email"),
            valid: false,
            reason: F.refusedEmail,
          });
        }
        return json({ updated: 1, Accounts: ["3fa9c1d2"] });
      },
    });
    const actors = createLookupActors(client);
    const load = createActor(actors.loadAccounts, {
      input: { ids: ["3fa9c1d2", "abcdef"] },
    }).start();
    await new Promise((resolve) =>
      load.subscribe({
        complete: () => {
          resolve(null);
        },
      }),
    );
    expect(load.getSnapshot().output?.accounts.map((a) => a.ID)).toEqual(["3fa9c1d2"]);
    const check = createActor(actors.checkValues, {
      input: { changes: [{ ID: "3fa9c1d2", Field: "Email", Value: "a@b.test", Old: null }] },
    }).start();
    await new Promise((resolve) =>
      check.subscribe({
        complete: () => {
          resolve(null);
        },
      }),
    );
    expect(check.getSnapshot().output).toEqual({
      Email: { kind: "message", message: F.refusedEmail },
    });
    const save = createActor(actors.saveChanges, {
      input: { Reason: "r", Changes: [{ ID: "3fa9c1d2", Field: "Amount", Value: 1, Old: 25 }] },
    }).start();
    await new Promise((resolve) =>
      save.subscribe({
        complete: () => {
          resolve(null);
        },
      }),
    );
    expect(save.getSnapshot().output?.ok).toBe(true);
    expect(requests.map((r) => r.url)).toEqual([
      "/query/accounts/?ID=3fa9c1d2%2Cabcdef&PageSize=2",
      "/validations/email/?email=a%40b.test",
      "/accounts/",
    ]);
    expect(requests[2]?.body).toEqual({
      Reason: "r",
      Changes: [{ ID: "3fa9c1d2", Field: "Amount", Value: 1, Old: 25 }],
    });
  });

  it("edits with the per-host rules the edit event carries (fields and validators)", async () => {
    const { actor } = start({ ids: [F.ids[0]] });
    await calls.answer("loadAccounts", loaded());
    actor.send({
      type: "lookup.edit",
      rules: { fields: ["Phone"], validators: { Phone: { pattern: "^[0-9 ]+$", required: true } } },
    });
    expect(actor.getSnapshot().context.draft).toEqual({ Phone: "" });
    actor.send({ type: "lookup.change", field: "Phone", text: "call me" });
    actor.send({ type: "lookup.review" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(actor.getSnapshot().context.problems.Phone).toEqual({
      kind: "input",
      problem: { code: "pattern" },
    });
    actor.send({ type: "lookup.change", field: "Phone", text: "  " });
    actor.send({ type: "lookup.review" });
    expect(actor.getSnapshot().context.problems.Phone).toEqual({
      kind: "input",
      problem: { code: "required" },
    });
    actor.send({ type: "lookup.change", field: "Phone", text: "555 0100" });
    actor.send({ type: "lookup.review" });
    await calls.answer("checkValues", { value: {} });
    expect(selectLookupView(actor.getSnapshot()).review).toEqual([
      { field: "Phone", from: "", to: "555 0100" },
    ]);
  });

  it("edits the SDK's editable fields", () => {
    expect(editableAccountFields()).toEqual(expect.arrayContaining([...F.fields]));
  });
});

describe("lookupMachine (model-based)", () => {
  const paths = lookupModelPaths();

  it("passes through every state of the model", () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => step.state.value)));
    expect(reached).toEqual(
      new Set([
        "empty",
        "loading",
        "loadFailed",
        "viewing",
        "editing",
        "checking",
        "reviewing",
        "saving",
        "saved",
        "failed",
        "conflict",
      ]),
    );
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, clock } = start();
      const context = () => actor.getSnapshot().context;
      const executors: Record<LookupModelEvent["type"], () => Promise<void> | void> = {
        OPEN: () => {
          actor.send({ type: "lookup.open", ids: [...F.ids] });
        },
        SELECT_SECOND: () => {
          actor.send({ type: "lookup.select", id: context().ids[1] ?? "" });
        },
        CLOSE_ACTIVE: () => {
          actor.send({ type: "lookup.close", id: context().active ?? "" });
        },
        RELOAD: () => {
          actor.send({ type: "lookup.reload" });
        },
        LOADED: () => calls.answer("loadAccounts", loaded()),
        LOAD_FAILS: () => calls.answer("loadAccounts", { error: new Error("offline") }),
        EDIT: () => {
          actor.send({ type: "lookup.edit" });
        },
        TYPE_GOOD_AMOUNT: () => {
          actor.send({ type: "lookup.change", field: "Amount", text: F.goodAmount });
        },
        TYPE_BAD_AMOUNT: () => {
          actor.send({ type: "lookup.change", field: "Amount", text: F.badAmount });
        },
        TYPE_EMAIL: () => {
          actor.send({ type: "lookup.change", field: "Email", text: F.email });
        },
        REVIEW: () => {
          actor.send({ type: "lookup.review" });
        },
        CHECK_PASSES: () => calls.answer("checkValues", { value: {} }),
        CHECK_REFUSES: () =>
          calls.answer("checkValues", {
            value: { Email: { kind: "message", message: F.refusedEmail } },
          }),
        BACK: () => {
          actor.send({ type: "lookup.back" });
        },
        REASON: () => {
          actor.send({ type: "lookup.reason", text: F.reason });
        },
        SAVE: () => {
          actor.send({ type: "lookup.save" });
        },
        SAVED: () =>
          calls.answer("saveChanges", {
            value: success({ updated: 1, Accounts: [context().editing ?? ""] }),
          }),
        SAVE_REFUSED: () =>
          calls.answer("saveChanges", {
            value: failure(problem(422, [{ field: "/Changes/0/Value", message: "refused" }])),
          }),
        SAVE_CONFLICT: () =>
          calls.answer("saveChanges", {
            value: failure(problem(409, [{ field: "/Changes/0/Old", message: "stored: 40" }])),
          }),
        SAVE_FAILS: () => calls.answer("saveChanges", { error: new Error("socket hang up") }),
        SLOW_ELAPSES: () => {
          clock.increment(LOOKUP_SLOW_SAVE_MS);
        },
        STORED_LOADED: () => calls.answer("loadAccounts", loaded(F.storedAmount)),
        CANCEL: () => {
          actor.send({ type: "lookup.cancel" });
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
            const view = selectLookupView(snapshot);
            expect(snapshot.value).toBe(state.value);
            expect(snapshot.context.ids).toEqual(model.open);
            expect(snapshot.context.active).toBe(model.active);
            expect(view.slow).toBe(model.slow && state.value === "saving");
            if (view.editorOpen) {
              const { draft } = snapshot.context;
              if (model.amount === "good") expect(draft.Amount).toBe(F.goodAmount);
              if (model.amount === "bad") expect(draft.Amount).toBe(F.badAmount);
              if (model.email) expect(draft.Email).toBe(F.email);
              expect(snapshot.context.reason !== "").toBe(model.reason);
            } else {
              expect(snapshot.context.editing).toBeNull();
            }
            if (state.value === "failed") expect(view.failure).not.toBeNull();
            if (state.value === "conflict")
              expect(view.conflicts.map((c) => c.field)).toEqual([
                snapshot.context.changes[0]?.Field,
              ]);
          },
        },
      });
    });
  }
});

describe("lookupMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
