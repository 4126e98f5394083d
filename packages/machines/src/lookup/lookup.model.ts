/**
 * The abstract test model of the lookup, for `createTestModel` (which refuses the real machine's
 * `invoke` and `after`). Its states have the real machine's names; its events are what the
 * operator does (`OPEN`, `SELECT_SECOND`, `CLOSE_ACTIVE`, `EDIT`, `TYPE_*`, `REVIEW`, `REASON`,
 * `SAVE`, `BACK`, `CANCEL`, `RELOAD`), what the server answers (`LOADED`, `LOAD_FAILS`,
 * `CHECK_PASSES`, `CHECK_REFUSES`, `SAVED`, `SAVE_REFUSED` 422, `SAVE_CONFLICT` 409,
 * `SAVE_FAILS`, `STORED_LOADED`) and the clock (`SLOW_ELAPSES`). The data behind them is
 * `LOOKUP_MODEL_FIXTURES`.
 */
import { assign, setup } from "xstate";
import { createTestModel } from "xstate/graph";

/** Three ids, the last unknown to the server. */
const IDS = ["3fa9c1d2", "0b1c2d", "abcdef"] as const;

export const LOOKUP_MODEL_FIXTURES = {
  ids: IDS,
  known: IDS.slice(0, 2),
  unknown: IDS[2],
  /** The editable fields and the stored values of the known submissions. */
  fields: ["Amount", "Email", "Phone"],
  accounts: {
    "3fa9c1d2": { ID: "3fa9c1d2", Amount: 25, Email: "ada@example.org", Phone: null },
    "0b1c2d": { ID: "0b1c2d", Amount: 10, Email: null, Phone: "555 0100" },
  },
  /** What the operator types. */
  goodAmount: "30,50",
  badAmount: "-5",
  email: "ada@example.net",
  reason: "Donor called",
  /** The stored amount someone else saved meanwhile (409). */
  storedAmount: 40,
  refusedEmail: "The domain is reserved and cannot receive mail.",
} as const;

export type LookupModelEvent =
  | { type: "OPEN" }
  | { type: "SELECT_SECOND" }
  | { type: "CLOSE_ACTIVE" }
  | { type: "RELOAD" }
  | { type: "LOADED" }
  | { type: "LOAD_FAILS" }
  | { type: "EDIT" }
  | { type: "TYPE_GOOD_AMOUNT" }
  | { type: "TYPE_BAD_AMOUNT" }
  | { type: "TYPE_EMAIL" }
  | { type: "REVIEW" }
  | { type: "CHECK_PASSES" }
  | { type: "CHECK_REFUSES" }
  | { type: "BACK" }
  | { type: "REASON" }
  | { type: "SAVE" }
  | { type: "SAVED" }
  | { type: "SAVE_REFUSED" }
  | { type: "SAVE_CONFLICT" }
  | { type: "SAVE_FAILS" }
  | { type: "SLOW_ELAPSES" }
  | { type: "STORED_LOADED" }
  | { type: "CANCEL" };

export interface LookupModelContext {
  /** The open tabs and the active one. */
  open: string[];
  active: string | null;
  /** The typed amount: untouched, a good one or a refused one. */
  amount: "same" | "good" | "bad";
  email: boolean;
  reason: boolean;
  slow: boolean;
  /** The three ids were answered once (the real machine keeps them: opening again loads nothing). */
  loaded: boolean;
}

const INITIAL: LookupModelContext = {
  open: [],
  active: null,
  amount: "same",
  email: false,
  reason: false,
  slow: false,
  loaded: false,
};

const isKnown = (id: string | null) => id !== null && id !== IDS[2];

export const lookupModel = setup({
  types: {} as { context: LookupModelContext; events: LookupModelEvent },
  guards: {
    editable: ({ context }) => isKnown(context.active),
    loaded: ({ context }) => context.loaded,
    lastTab: ({ context }) => context.open.length <= 1,
    hasChange: ({ context }) => context.amount !== "same" || context.email,
    readable: ({ context }) =>
      context.amount !== "bad" && (context.amount === "good" || context.email),
    hasReason: ({ context }) => context.reason,
    hasSecond: ({ context }) => context.open.length > 1 && context.active !== context.open[1],
  },
  actions: {
    open: assign({ open: () => [...IDS], active: IDS[0] }),
    closeActive: assign(({ context }) => {
      const index = context.open.indexOf(context.active ?? "");
      const open = context.open.filter((id) => id !== context.active);
      return { open, active: open[Math.min(index, open.length - 1)] ?? null };
    }),
    selectSecond: assign(({ context }) => ({ active: context.open[1] ?? context.active })),
    startEditing: assign({ amount: "same", email: false, reason: false }),
    stopEditing: assign({ amount: "same", email: false, reason: false }),
  },
}).createMachine({
  id: "lookupModel",
  context: INITIAL,
  initial: "empty",
  states: {
    empty: {
      on: {
        OPEN: [
          { guard: "loaded", target: "viewing", actions: "open" },
          { target: "loading", actions: "open" },
        ],
      },
    },
    loading: {
      on: {
        LOADED: { target: "viewing", actions: assign({ loaded: true }) },
        LOAD_FAILS: { target: "loadFailed" },
      },
    },
    loadFailed: {
      on: {
        RELOAD: { target: "loading" },
        CLOSE_ACTIVE: [
          { guard: "lastTab", target: "empty", actions: "closeActive" },
          { target: "loading", actions: "closeActive" },
        ],
      },
    },
    viewing: {
      on: {
        SELECT_SECOND: { guard: "hasSecond", actions: "selectSecond" },
        CLOSE_ACTIVE: [
          { guard: "lastTab", target: "empty", actions: "closeActive" },
          { actions: "closeActive" },
        ],
        EDIT: { guard: "editable", target: "editing", actions: "startEditing" },
      },
    },
    editing: {
      on: {
        TYPE_GOOD_AMOUNT: { actions: assign({ amount: "good" }) },
        TYPE_BAD_AMOUNT: { actions: assign({ amount: "bad" }) },
        TYPE_EMAIL: { actions: assign({ email: true }) },
        REVIEW: { guard: "readable", target: "checking" },
        CANCEL: { target: "viewing", actions: "stopEditing" },
      },
    },
    checking: {
      on: {
        CHECK_PASSES: { target: "reviewing" },
        CHECK_REFUSES: { target: "editing" },
        BACK: { target: "editing" },
      },
    },
    reviewing: {
      on: {
        REASON: { actions: assign({ reason: true }) },
        SAVE: { guard: "hasReason", target: "saving", actions: assign({ slow: false }) },
        BACK: { target: "editing" },
        CANCEL: { target: "viewing", actions: "stopEditing" },
      },
    },
    saving: {
      on: {
        SLOW_ELAPSES: { actions: assign({ slow: true }) },
        SAVED: {
          target: "saved",
          actions: [assign({ slow: false }), "stopEditing"],
        },
        SAVE_REFUSED: { target: "failed", actions: assign({ slow: false }) },
        SAVE_FAILS: { target: "failed", actions: assign({ slow: false }) },
        SAVE_CONFLICT: { target: "conflict", actions: assign({ slow: false }) },
      },
    },
    // The model ends at a save (typing the same values again would change nothing); what the
    // real machine does after one is covered by plain tests.
    saved: { type: "final" },
    failed: {
      on: {
        TYPE_GOOD_AMOUNT: { target: "editing", actions: assign({ amount: "good" }) },
        SAVE: { target: "saving" },
        BACK: { target: "editing" },
        CANCEL: { target: "viewing", actions: "stopEditing" },
      },
    },
    conflict: {
      on: {
        STORED_LOADED: {},
        BACK: { target: "editing" },
        CANCEL: { target: "viewing", actions: "stopEditing" },
      },
    },
  },
});

export const LOOKUP_MODEL_EVENTS: readonly LookupModelEvent[] = [
  "OPEN",
  "SELECT_SECOND",
  "CLOSE_ACTIVE",
  "RELOAD",
  "LOADED",
  "LOAD_FAILS",
  "EDIT",
  "TYPE_GOOD_AMOUNT",
  "TYPE_BAD_AMOUNT",
  "TYPE_EMAIL",
  "REVIEW",
  "CHECK_PASSES",
  "CHECK_REFUSES",
  "BACK",
  "REASON",
  "SAVE",
  "SAVED",
  "SAVE_REFUSED",
  "SAVE_CONFLICT",
  "SAVE_FAILS",
  "SLOW_ELAPSES",
  "STORED_LOADED",
  "CANCEL",
].map((type) => ({ type }) as LookupModelEvent);

/** The test model: states told apart by value and context. */
export function lookupTestModel() {
  return createTestModel(lookupModel, { events: [...LOOKUP_MODEL_EVENTS] });
}

export function lookupModelPaths() {
  return lookupTestModel().getShortestPaths();
}
