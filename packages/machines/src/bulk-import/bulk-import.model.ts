/**
 * The abstract test model of the bulk wizard, for `createTestModel` (which refuses the real
 * machine's `invoke`). Its events are what the operator, the file reader and the server do; a
 * suite gives each an executor that drives the real thing (the actor in Node, the console in
 * Chromium) and checks it per state. Its states have the real machine's names; the context keeps
 * only what the checks need.
 */
import type { BulkRowProblem, BulkTable } from "@canvass/sdk/bulk";
import type { Schema } from "@canvass/sdk/contract";
import { assign, setup } from "xstate";
import { createTestModel } from "xstate/graph";

export type BulkImportModelEvent =
  /** Choose `BULK_IMPORT_MODEL_FIXTURES.file` (the reader then works). */
  | { type: "CHOOSE_FILE" }
  /** The reader answers with the table. */
  | { type: "FILE_READ" }
  /** The reader cannot read the file. */
  | { type: "FILE_UNREADABLE" }
  /** Step list, Next or Back: to the source, the columns or the preview. */
  | { type: "OPEN_SOURCE" }
  | { type: "OPEN_MAP" }
  | { type: "OPEN_PREVIEW" }
  /** Choose the default team (the file has no team column): the mapping is complete. */
  | { type: "CHOOSE_TEAM" }
  /** Back to "no default team": the mapping is incomplete. */
  | { type: "CLEAR_TEAM" }
  /** The server's check answers (`answers.check`). */
  | { type: "CHECK_ANSWERS" }
  /** The check fails (HTTP 500). */
  | { type: "CHECK_FAILS" }
  /** "Try again" after a failed check. */
  | { type: "RETRY_CHECK" }
  | { type: "CHOOSE_ALL_OR_NOTHING" }
  | { type: "CHOOSE_VALID_ONLY" }
  /** "Create n users" (also "Try again" after a failed creation). */
  | { type: "CREATE" }
  /** The server created the valid rows (`answers.created`). */
  | { type: "CREATED" }
  /** "All or nothing" refused (422 with the rows' problems). */
  | { type: "REFUSED" }
  /** The creation's connection is lost. */
  | { type: "CREATE_FAILS" }
  /** "Create more". */
  | { type: "RESTART" };

export interface BulkImportModelContext {
  /** A table was read. */
  table: boolean;
  /** The default team is chosen (the mapping is complete). */
  team: boolean;
  /** The server checked the current rows. */
  checked: boolean;
  /** How the last creation of these rows ended. */
  outcome: "none" | "refused" | "failed";
  allOrNothing: boolean;
}

type BulkReport = Schema<"PlayerBulkReport">;

const taken = {
  row: 2,
  errors: [{ field: "/username", code: "exists", message: "is taken" }],
};
const badEmail = {
  row: 1,
  errors: [{ field: "/email", code: "email", message: "is not a valid e-mail address" }],
};

/**
 * The data behind the model's events, shared by every suite: a file of three users (the second
 * with a bad e-mail address, the third with a taken username), the default team, the server's
 * answers and what the wizard shows for them.
 */
export const BULK_IMPORT_MODEL_FIXTURES = {
  file: {
    name: "three.csv",
    text: [
      "Username,Email,First name,Last name,Role",
      "ann.model,ann@example.org,Ann,Model,rep",
      "bob.model,not-an-email,Bob,Model,rep",
      "rep.taken,carl@example.org,Carl,Model,rep",
    ].join("\n"),
  },
  table: {
    header: ["Username", "Email", "First name", "Last name", "Role"],
    rows: [
      ["ann.model", "ann@example.org", "Ann", "Model", "rep"],
      ["bob.model", "not-an-email", "Bob", "Model", "rep"],
      ["rep.taken", "carl@example.org", "Carl", "Model", "rep"],
    ],
  } satisfies BulkTable,
  team: "t1bulk",
  /** The mapping guessed from the header. */
  mapping: { username: 0, email: 1, firstname: 2, lastname: 3, role: 4 },
  answers: {
    check: { total: 3, valid: 1, created: [], rejected: [badEmail, taken] } satisfies BulkReport,
    created: {
      total: 3,
      valid: 1,
      created: [{ row: 0, id: "p1bulk" }],
      rejected: [badEmail, taken],
    } satisfies BulkReport,
    refused: [badEmail, taken] satisfies readonly BulkRowProblem[],
  },
  /** Rows valid before the server's check (the local pass finds the bad e-mail address). */
  validBeforeCheck: 2,
  /** Rows valid after it (the server finds the taken username). */
  validAfterCheck: 1,
} as const;

export const bulkImportModel = setup({
  types: {} as { context: BulkImportModelContext; events: BulkImportModelEvent },
  guards: {
    hasTable: ({ context }) => context.table,
    complete: ({ context }) => context.table && context.team,
    unchecked: ({ context }) => !context.checked,
    refused: ({ context }) => context.outcome === "refused",
    failed: ({ context }) => context.outcome === "failed",
  },
  actions: {
    readTable: assign({ table: true, checked: false, outcome: "none" as const }),
    chooseTeam: assign({ team: true, checked: false, outcome: "none" as const }),
    clearTeam: assign({ team: false, checked: false, outcome: "none" as const }),
    check: assign({ checked: true }),
    clearOutcome: assign({ outcome: "none" as const }),
    refuse: assign({ outcome: "refused" as const }),
    fail: assign({ outcome: "failed" as const }),
    allOrNothing: assign({ allOrNothing: true }),
    validOnly: assign({ allOrNothing: false }),
    restart: assign({
      table: false,
      team: false,
      checked: false,
      outcome: "none" as const,
      allOrNothing: false,
    }),
  },
}).createMachine({
  id: "bulkImportModel",
  context: { table: false, team: false, checked: false, outcome: "none", allOrNothing: false },
  initial: "source",
  states: {
    source: {
      initial: "idle",
      states: {
        idle: {
          on: {
            CHOOSE_FILE: { target: "reading" },
            OPEN_MAP: { guard: "hasTable", target: "#bulkImportModel.map" },
            OPEN_PREVIEW: { guard: "complete", target: "#bulkImportModel.preview" },
          },
        },
        reading: {
          on: {
            FILE_READ: { target: "idle", actions: "readTable" },
            FILE_UNREADABLE: { target: "idle" },
          },
        },
      },
    },
    map: {
      on: {
        CHOOSE_TEAM: { actions: "chooseTeam" },
        CLEAR_TEAM: { actions: "clearTeam" },
        OPEN_SOURCE: { target: "source" },
        OPEN_PREVIEW: { guard: "complete", target: "preview" },
      },
    },
    preview: {
      initial: "entering",
      on: {
        OPEN_SOURCE: { target: "source" },
        OPEN_MAP: { target: "map" },
        CHOOSE_ALL_OR_NOTHING: { actions: "allOrNothing" },
        CHOOSE_VALID_ONLY: { actions: "validOnly" },
      },
      states: {
        entering: {
          always: [
            { guard: "unchecked", target: "checking" },
            { guard: "refused", target: "refused" },
            { guard: "failed", target: "createFailed" },
            { target: "ready" },
          ],
        },
        checking: {
          on: {
            CHECK_ANSWERS: { target: "ready", actions: "check" },
            CHECK_FAILS: { target: "checkFailed" },
          },
        },
        checkFailed: { on: { RETRY_CHECK: { target: "checking" } } },
        ready: { on: { CREATE: { target: "creating" } } },
        creating: {
          entry: "clearOutcome",
          on: {
            // The preview cannot be left while a creation is under way.
            OPEN_SOURCE: {},
            OPEN_MAP: {},
            CREATED: { target: "#bulkImportModel.result" },
            // Only "all or nothing" is refused by the real server; the machine takes either.
            REFUSED: { target: "refused", actions: "refuse" },
            CREATE_FAILS: { target: "createFailed", actions: "fail" },
          },
        },
        refused: { on: { CREATE: { target: "creating" } } },
        createFailed: { on: { CREATE: { target: "creating" } } },
      },
    },
    result: {
      on: { RESTART: { target: "source", actions: "restart" } },
    },
  },
});

/**
 * The test model of the wizard. Each step into a state is told apart by the event and the state
 * (value and context) it came from, so the shortest paths take every transition of the model.
 */
export function bulkImportTestModel() {
  return createTestModel(bulkImportModel, {
    serializeTransition: (_snapshot, event, previous) =>
      event === undefined || previous === undefined
        ? ""
        : ` via ${event.type} from ${JSON.stringify(previous.value)} ${JSON.stringify(previous.context)}`,
  });
}

/** The shortest path through every transition of the model, each named by its description. */
export function bulkImportModelPaths() {
  return bulkImportTestModel().getShortestPaths();
}
