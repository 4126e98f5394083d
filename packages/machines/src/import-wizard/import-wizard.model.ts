/**
 * The abstract test model of the import wizard, for `createTestModel` (which refuses the real
 * machine's `invoke`): what the operator, the browser's file reader, the server and the job do.
 * Its states carry the real machine's names.
 */
import { assign, setup } from "xstate";
import { createTestModel } from "xstate/graph";

export type ImportWizardModelEvent =
  | { type: "CHOOSE_FILE" }
  | { type: "FILE_READ" }
  | { type: "FILE_UNREADABLE" }
  | { type: "REUSE" }
  | { type: "CHOOSE_CAMPAIGN" }
  | { type: "CHOOSE_SHEET" }
  | { type: "CHOOSE_ALL_OR_NOTHING" }
  | { type: "BACK" }
  | { type: "DRY_RUN" }
  | { type: "DRY_RUN_ANSWERS" }
  | { type: "DRY_RUN_FAILS" }
  | { type: "CHOOSE_UPDATE" }
  | { type: "RUN" }
  | { type: "RUN_QUEUED" }
  | { type: "RUN_REFUSED" }
  | { type: "JOB_PROGRESS" }
  | { type: "CANCEL" }
  | { type: "CANCEL_ANSWERS" }
  | { type: "CANCEL_FAILS" }
  | { type: "JOB_DONE" }
  | { type: "RESTART" };

export interface ImportWizardModelContext {
  /** Campaigns are chosen (with the guessed map, the dry run may start). */
  campaign: boolean;
  /** All or nothing is chosen. */
  strict: boolean;
}

export const importWizardModel = setup({
  types: {} as { context: ImportWizardModelContext; events: ImportWizardModelEvent },
  guards: { ready: ({ context }) => context.campaign },
  actions: {
    campaign: assign({ campaign: true }),
    reset: assign({ campaign: false, strict: false }),
    strict: assign({ strict: true }),
  },
}).createMachine({
  id: "importWizardModel",
  context: { campaign: false, strict: false },
  initial: "source",
  on: { RESTART: { target: ".source", actions: "reset" } },
  states: {
    source: {
      initial: "idle",
      on: {
        CHOOSE_FILE: { target: ".reading", actions: "reset" },
        REUSE: { target: "map", actions: "campaign" },
      },
      states: {
        idle: {},
        reading: {
          on: {
            FILE_READ: { target: "#importWizardModel.map" },
            FILE_UNREADABLE: { target: "idle" },
          },
        },
      },
    },
    map: {
      on: {
        CHOOSE_CAMPAIGN: { actions: "campaign" },
        CHOOSE_ALL_OR_NOTHING: { actions: "strict" },
        CHOOSE_SHEET: { target: "source.reading" },
        BACK: { target: "source" },
        DRY_RUN: { guard: "ready", target: "checking" },
      },
    },
    checking: { on: { DRY_RUN_ANSWERS: "decide", DRY_RUN_FAILS: "map" } },
    decide: { on: { CHOOSE_UPDATE: {}, BACK: "map", RUN: "starting" } },
    starting: { on: { RUN_QUEUED: "running", RUN_REFUSED: "decide" } },
    running: {
      initial: "following",
      on: { JOB_PROGRESS: {}, JOB_DONE: "report" },
      states: {
        following: { on: { CANCEL: "cancelling" } },
        cancelling: { on: { CANCEL_ANSWERS: "following", CANCEL_FAILS: "following" } },
      },
    },
    report: {},
  },
});

export function importWizardModelPaths() {
  return createTestModel(importWizardModel, {
    serializeTransition: (_snapshot, event, previous) =>
      event === undefined || previous === undefined
        ? ""
        : ` via ${event.type} from ${JSON.stringify(previous.value)} ${JSON.stringify(previous.context)}`,
  }).getShortestPaths();
}
