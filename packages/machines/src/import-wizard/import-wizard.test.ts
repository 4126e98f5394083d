import type { Job } from "@canvass/sdk/jobs";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { createCoverage } from "../testing";
import { importWizardMachine } from "./import-wizard.machine";
import { importWizardModelPaths, type ImportWizardModelEvent } from "./import-wizard.model";
import type {
  ImportResult,
  ImportSheet,
  ProcessInput,
  ReadSheetInput,
} from "./import-wizard.types";

interface Pending<I, O> {
  readonly input: I;
  resolve(value: O): void;
  reject(error: Error): void;
}

const SHEET: ImportSheet = {
  name: "donors.csv",
  header: ["E-mail", "Prénom", "Apellidos", "Fecha"],
  sample: [["a@b.co", "Ann", "Bee", "31/12/2026"]],
  sheets: [],
};
const DRY: ImportResult = {
  dryrun: true,
  rows: 1000,
  imported: 992,
  skipped: 8,
  errors: [{ row: 7, field: "Email", message: "is not a valid e-mail address" }],
  duplicates: [{ row: 9, reason: "email", account: "abc123", action: "skip" }],
};
const job = (status: Job["status"], done: number): Job =>
  ({
    id: "7d1c3a4e-0000-4000-8000-000000000000",
    kind: "import-run",
    status,
    progress: { done, total: 992 },
    result: status === "done" ? { created: 992 } : null,
    error: null,
  }) as unknown as Job;

interface Env {
  readonly reads: Pending<ReadSheetInput, ImportSheet>[];
  readonly calls: Pending<ProcessInput, ImportResult>[];
  readonly cancels: Pending<{ job: string }, unknown>[];
}
/** The calls of the current test's actor (one machine for the whole file, so coverage adds up). */
let env: Env = { reads: [], calls: [], cancels: [] };
const defer =
  <I, O>(list: (e: Env) => Pending<I, O>[]) =>
  ({ input }: { input: I }) =>
    new Promise<O>((resolve, reject) => list(env).push({ input, resolve, reject }));
const machine = importWizardMachine.provide({
  actors: {
    readSheet: fromPromise(defer((e) => e.reads)),
    process: fromPromise(defer((e) => e.calls)),
    cancelJob: fromPromise(defer((e) => e.cancels)),
  },
});
const coverage = createCoverage(machine);

function start() {
  env = { reads: [], calls: [], cancels: [] };
  const actor = createActor(machine, { inspect: coverage.inspect }).start();
  return { actor, ...env };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("importWizardMachine", () => {
  it("guesses the map from the header, sends the choices, and ends with the job's report", async () => {
    const { actor, reads, calls } = start();
    actor.send({ type: "import.file", name: "donors.csv", file: new Blob(["x"]) });
    reads[0]?.resolve(SHEET);
    await tick();
    expect(actor.getSnapshot().context.map).toEqual([
      { importedKey: "E-mail", supportedKey: "Email", acceptedFormat: "email" },
      { importedKey: "Prénom", supportedKey: "FirstName", acceptedFormat: "text" },
      { importedKey: "Apellidos", supportedKey: "LastName", acceptedFormat: "text" },
      { importedKey: "Fecha", supportedKey: "Received", acceptedFormat: "date:DD/MM/YYYY" },
    ]);
    actor.send({ type: "import.dryRun" });
    expect(actor.getSnapshot().value).toBe("map"); // no campaign yet
    actor.send({ type: "import.campaigns", campaigns: ["c1a2b3"] });
    actor.send({ type: "import.map", key: "Received", column: undefined });
    actor.send({ type: "import.dryRun" });
    expect(calls[0]?.input).toMatchObject({
      dryrun: true,
      campaigns: ["c1a2b3"],
      mode: "validOnly",
    });
    expect(calls[0]?.input.map.map((m) => m.supportedKey)).toEqual([
      "Email",
      "FirstName",
      "LastName",
    ]);
    calls[0]?.resolve(DRY);
    await tick();
    actor.send({ type: "import.choose", action: "update", row: 9 });
    actor.send({ type: "import.run" });
    expect(calls[1]?.input).toMatchObject({
      dryrun: false,
      choices: { action: "skip", rows: { "9": "update" } },
    });
    calls[1]?.resolve({ ...DRY, dryrun: false, job: job("queued", 0).id });
    await tick();
    actor.send({ type: "import.job", job: job("running", 500) });
    expect(actor.getSnapshot().matches({ running: "following" })).toBe(true);
    actor.send({ type: "import.job", job: job("done", 992) });
    expect(actor.getSnapshot().value).toBe("report");
    expect(actor.getSnapshot().context.job?.result).toEqual({ created: 992 });
  });

  it("re-uses an earlier upload with its saved map and campaigns", () => {
    const { actor, calls } = start();
    const columnMap = [{ importedKey: "Mail", supportedKey: "Email", acceptedFormat: "email" }];
    actor.send({
      type: "import.reuse",
      entry: {
        user: "p1",
        file: "old.csv",
        uploaded: "2026-11-20T00:00:00.000Z",
        status: "completed",
        header: ["Mail"],
        columnMap,
        campaigns: ["c1a2b3"],
      },
    });
    actor.send({ type: "import.dryRun" });
    expect(calls[0]?.input).toMatchObject({
      source: { kind: "previous", name: "old.csv" },
      map: columnMap,
      campaigns: ["c1a2b3"],
    });
  });
});

describe("importWizardMachine (model-based)", () => {
  const paths = importWizardModelPaths();

  it("visits every state of the model", () => {
    const reached = new Set(
      paths.flatMap((path) => path.steps.map((step) => JSON.stringify(step.state.value))),
    );
    expect(reached.size).toBe(9);
  });

  for (const path of paths) {
    it(path.description, async () => {
      const { actor, reads, calls, cancels } = start();
      const env = { reads, calls, cancels };
      const run: Record<ImportWizardModelEvent["type"], () => void> = {
        CHOOSE_FILE: () => {
          actor.send({ type: "import.file", name: "donors.csv", file: new Blob(["x"]) });
        },
        FILE_READ: () => env.reads.at(-1)?.resolve(SHEET),
        FILE_UNREADABLE: () => env.reads.at(-1)?.reject(new Error("unreadable")),
        REUSE: () => {
          actor.send({
            type: "import.reuse",
            entry: {
              user: "p1",
              file: "old.csv",
              uploaded: "2026-11-20T00:00:00.000Z",
              status: "completed",
              header: [...SHEET.header],
              campaigns: ["c1a2b3"],
            },
          });
        },
        CHOOSE_CAMPAIGN: () => {
          actor.send({ type: "import.campaigns", campaigns: ["c1a2b3"] });
        },
        CHOOSE_SHEET: () => {
          actor.send({ type: "import.sheet", page: "1" });
        },
        CHOOSE_ALL_OR_NOTHING: () => {
          actor.send({ type: "import.mode", mode: "allOrNothing" });
        },
        BACK: () => {
          actor.send({ type: "import.back" });
        },
        DRY_RUN: () => {
          actor.send({ type: "import.dryRun" });
        },
        DRY_RUN_ANSWERS: () => env.calls.at(-1)?.resolve(DRY),
        DRY_RUN_FAILS: () => env.calls.at(-1)?.reject(new Error("422")),
        CHOOSE_UPDATE: () => {
          actor.send({ type: "import.choose", action: "update" });
        },
        RUN: () => {
          actor.send({ type: "import.run" });
        },
        RUN_QUEUED: () =>
          env.calls.at(-1)?.resolve({ ...DRY, dryrun: false, job: job("queued", 0).id }),
        RUN_REFUSED: () => env.calls.at(-1)?.reject(new Error("409")),
        JOB_PROGRESS: () => {
          actor.send({ type: "import.job", job: job("running", 10) });
        },
        CANCEL: () => {
          actor.send({ type: "import.cancel" });
        },
        CANCEL_ANSWERS: () => env.cancels.at(-1)?.resolve(null),
        CANCEL_FAILS: () => env.cancels.at(-1)?.reject(new Error("offline")),
        JOB_DONE: () => {
          actor.send({ type: "import.job", job: job("done", 992) });
        },
        RESTART: () => {
          actor.send({ type: "import.restart" });
        },
      };
      for (const step of path.steps) {
        const type: string = step.event.type;
        if (type !== "xstate.init") run[type as ImportWizardModelEvent["type"]]();
        await tick();
        expect(actor.getSnapshot().value).toEqual(step.state.value);
      }
    });
  }
});

describe("importWizardMachine coverage", () => {
  it("has entered every state and taken every transition of the real machine", () => {
    const report = coverage.report();
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing).toEqual([]);
  });
});
