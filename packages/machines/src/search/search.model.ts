/**
 * The abstract test model of the global search, for `createTestModel` (which refuses the real
 * machine's `invoke` and `after`). Its events are what a person or the server does; a suite
 * gives each an executor that drives the real thing (the actor in Node, the console in
 * Chromium) and checks it per state. Its states have the real machine's names.
 */
import type { Schema } from "@canvass/sdk/contract";
import { assign, setup } from "xstate";
import { createTestModel } from "xstate/graph";

/** What happens to the search: typing, time passing, the server answering, clicks. */
export type SearchModelEvent =
  /** Type a term under 3 characters. */
  | { type: "TYPE_SHORT" }
  /** Type a name term (`SEARCH_MODEL_FIXTURES.terms.name`). */
  | { type: "TYPE_NAME" }
  /** Type a 6–8 hex term (`SEARCH_MODEL_FIXTURES.terms.id`). */
  | { type: "TYPE_ID" }
  /** Let the 500 ms debounce pass. */
  | { type: "DEBOUNCE_ELAPSES" }
  /** The id check answers: the id exists. */
  | { type: "ID_EXISTS" }
  /** The id check answers: no such id. */
  | { type: "ID_UNKNOWN" }
  /** The id check fails. */
  | { type: "ID_CHECK_FAILS" }
  /** The search answers with several results. */
  | { type: "MANY_RESULTS" }
  /** The search answers with exactly one result the operator may open. */
  | { type: "ONE_RESULT" }
  /** The search answers with nothing. */
  | { type: "NO_RESULTS" }
  /** The search fails. */
  | { type: "SEARCH_FAILS" }
  /** Click the popup's background. */
  | { type: "CLOSE" }
  /** Click the first result. */
  | { type: "SELECT_RESULT" }
  /** Click "view all". */
  | { type: "VIEW_ALL" }
  /** The answers for older terms arrive late (a single result, an existing id): all ignored. */
  | { type: "LATE_ANSWERS" };

export interface SearchModelContext {
  /** The kind of term waiting for the debounce. */
  kind: "name" | "id" | null;
  /** Answers for older terms are still outstanding. */
  late: boolean;
}

type SearchResults = Schema<"SearchResults">;

const EMPTY: SearchResults = {
  accounts: [],
  players: [],
  teams: [],
  campaigns: [],
  exports: [],
  exportOptions: [],
  customreports: [],
};

/**
 * The data behind the model's events, shared by every suite: the terms typed, the server's
 * answers and the addresses the console must go to. The operator is an admin (every section).
 */
export const SEARCH_MODEL_FIXTURES = {
  terms: { short: "ab", name: " jane , doe ", id: " 3FA9C1 " },
  /** The normalised terms the server is asked for. */
  searched: { name: "jane,doe", id: "3FA9C1" },
  /** The id the id check is asked for (lowercased). */
  checkedId: "3fa9c1",
  answers: {
    many: {
      ...EMPTY,
      accounts: [
        { ID: "3fa9c1", FirstName: "Jane", LastName: "Doe" },
        { ID: "7b20de", FirstName: "Jane", LastName: "Roe", Email: "jane.roe@example.org" },
      ],
      players: [{ id: "p9f8e7", firstname: "Jane", lastname: "Doe", email: "jane@example.org" }],
    },
    one: {
      ...EMPTY,
      players: [{ id: "p9f8e7", firstname: "Jane", lastname: "Doe", email: "jane@example.org" }],
    },
    none: EMPTY,
    idExists: { id: "3fa9c1", exists: true, type: "account" },
    idUnknown: { id: "3fa9c1", exists: false },
  } satisfies {
    many: SearchResults;
    one: SearchResults;
    none: SearchResults;
    idExists: Schema<"IdExistsResult">;
    idUnknown: Schema<"IdExistsResult">;
  },
  /** Where the console goes. */
  paths: {
    idLookup: "/lookup/3fa9c1",
    one: "/user/p9f8e7",
    /** The first result of `answers.many` (its first submission). */
    selected: "/lookup/3fa9c1",
    viewAll: "/lookup/3fa9c1,7b20de",
  },
} as const;

/** Typing or closing while a call is out leaves its answer outstanding: it comes late. */
const LEAVING_A_CALL = {
  TYPE_SHORT: { target: "#searchModel.idle", actions: ["forgetTerm", "markLate"] },
  TYPE_NAME: { target: "#searchModel.debouncing", actions: ["expectName", "markLate"] },
  TYPE_ID: { target: "#searchModel.debouncing", actions: ["expectId", "markLate"] },
  CLOSE: { target: "#searchModel.idle", actions: ["forgetTerm", "markLate"] },
} as const;

export const searchModel = setup({
  types: {} as { context: SearchModelContext; events: SearchModelEvent },
  guards: {
    isIdTerm: ({ context }) => context.kind === "id",
    hasLateAnswers: ({ context }) => context.late,
  },
  actions: {
    expectName: assign({ kind: "name" as const }),
    expectId: assign({ kind: "id" as const }),
    forgetTerm: assign({ kind: null }),
    markLate: assign({ late: true }),
    clearLate: assign({ late: false }),
  },
}).createMachine({
  id: "searchModel",
  context: { kind: null, late: false },
  initial: "idle",
  on: {
    TYPE_SHORT: { target: ".idle", actions: "forgetTerm" },
    TYPE_NAME: { target: ".debouncing", actions: "expectName" },
    TYPE_ID: { target: ".debouncing", actions: "expectId" },
    CLOSE: { target: ".idle", actions: "forgetTerm" },
    LATE_ANSWERS: { guard: "hasLateAnswers", actions: "clearLate" },
  },
  states: {
    idle: {},
    debouncing: {
      on: {
        DEBOUNCE_ELAPSES: [
          { guard: "isIdTerm", target: "checkingId", actions: "forgetTerm" },
          { target: "searching", actions: "forgetTerm" },
        ],
      },
    },
    checkingId: {
      on: {
        ...LEAVING_A_CALL,
        ID_EXISTS: { target: "idle" },
        ID_UNKNOWN: { target: "searching" },
        ID_CHECK_FAILS: { target: "searching" },
      },
    },
    searching: {
      on: {
        ...LEAVING_A_CALL,
        MANY_RESULTS: { target: "results" },
        ONE_RESULT: { target: "idle" },
        NO_RESULTS: { target: "noResults" },
        SEARCH_FAILS: { target: "noResults" },
      },
    },
    results: {
      on: {
        SELECT_RESULT: { target: "idle" },
        VIEW_ALL: { target: "idle" },
      },
    },
    noResults: {},
  },
});

/**
 * The test model of the search. Each step into a state is told apart by the event and the state
 * (value and context) it came from, so the shortest paths take every transition of the model,
 * self-transitions included: e.g. closing after a change and closing without one.
 */
export function searchTestModel() {
  return createTestModel(searchModel, {
    serializeTransition: (_snapshot, event, previous) =>
      event === undefined || previous === undefined
        ? ""
        : ` via ${event.type} from ${JSON.stringify(previous.value)} ${JSON.stringify(previous.context)}`,
  });
}

/** The shortest path through every transition of the model, each named by its description. */
export function searchModelPaths() {
  return searchTestModel().getShortestPaths();
}
