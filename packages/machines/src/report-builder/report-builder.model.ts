/**
 * The abstract test model of the report builder, for `createTestModel` (which refuses the real
 * machine's `invoke`). Its states have the real machine's names; its events are what the
 * operator does (`CHANGE` toggles a dimension, `BREAK` empties the description — a save is
 * refused, a run is not: it saves nothing —, `FIX` types it again, `RUN`, `SAVE`, `CANCEL` a
 * run, `RETRY` a load) and what the server answers (`LOADED`,
 * `LOAD_FAILS`, `RUN_DONE`, `RUN_REFUSED` a 422 on a measure, `RUN_FAILS` a lost connection,
 * `SAVED`, `SAVE_REFUSED` a 422 on the description, `SAVE_FAILS`).
 */
import { assign, setup } from "xstate";
import { createTestModel } from "xstate/graph";
import type { ReportDraft, ReportResult } from "./report-builder.types";

export const REPORT_BUILDER_MODEL_FIXTURES = {
  id: "rp7g8h",
  stored: {
    Description: "Approved totals by campaign",
    Query: {
      groupBy: ["CampaignName"],
      metrics: [
        { field: "*", fn: "count", label: "Submissions" },
        { field: "Amount", fn: "sum", label: "Total" },
      ],
      filters: { PaymentStatus: "Approved" },
    },
  } satisfies ReportDraft as ReportDraft,
  /** The dimension `CHANGE` adds or removes. */
  dimension: "TeamName",
  result: {
    columns: [
      { key: "CampaignName", label: "Campaign", type: "string" },
      { key: "count_all", label: "Submissions", type: "number" },
      { key: "sum_Amount", label: "Total", type: "number" },
    ],
    rows: [
      ["Winter appeal", 212, 5300.5],
      ["Spring drive", 187, 4410],
    ],
    generated: "2026-11-21T09:31:05.000Z",
  } satisfies ReportResult as ReportResult,
  runRefused: { field: "/Query/metrics/1/field", code: "unknown" },
  saveRefused: { field: "/Description", code: "duplicate" },
} as const;

export type ReportBuilderModelEvent =
  | { type: "LOADED" }
  | { type: "LOAD_FAILS" }
  | { type: "RETRY" }
  | { type: "CHANGE" }
  | { type: "BREAK" }
  | { type: "FIX" }
  | { type: "RUN" }
  | { type: "RUN_DONE" }
  | { type: "RUN_REFUSED" }
  | { type: "RUN_FAILS" }
  | { type: "CANCEL" }
  | { type: "SAVE" }
  | { type: "SAVED" }
  | { type: "SAVE_REFUSED" }
  | { type: "SAVE_FAILS" };

export interface ReportBuilderModelContext {
  /** The query differs from the saved one (a dimension was toggled). */
  changed: boolean;
  /** The description is empty (the SDK's rule refuses it). */
  broken: boolean;
  /** The last result: none yet, computed for the query on screen, or for another. */
  result: "none" | "fresh" | "stale";
  /** The failure shown: the rule's problems, the server's refusal (422), or a lost call. */
  failure: null | "fields" | "runRefused" | "saveRefused" | "retry";
  /** Which problems show: none yet, a run's (not the description's), or all (a save was tried). */
  checked: "none" | "run" | "save";
}

const INITIAL: ReportBuilderModelContext = {
  changed: false,
  broken: false,
  result: "none",
  failure: null,
  checked: "none",
};

const afterRun = ({ context }: { context: ReportBuilderModelContext }) =>
  context.checked === "save" ? ("save" as const) : ("run" as const);

const flip = (result: ReportBuilderModelContext["result"]): ReportBuilderModelContext["result"] =>
  result === "fresh" ? "stale" : result === "stale" ? "fresh" : "none";

export const reportBuilderModel = setup({
  types: {} as { context: ReportBuilderModelContext; events: ReportBuilderModelEvent },
  guards: {
    broken: ({ context }) => context.broken,
    notBroken: ({ context }) => !context.broken,
    changed: ({ context }) => context.changed,
  },
}).createMachine({
  id: "reportBuilderModel",
  context: INITIAL,
  initial: "loading",
  states: {
    loading: { on: { LOADED: "ready", LOAD_FAILS: "loadFailed" } },
    loadFailed: { on: { RETRY: "loading" } },
    ready: {
      initial: "editing",
      on: {
        CHANGE: {
          target: ".editing",
          actions: assign(({ context }) => ({
            changed: !context.changed,
            result: flip(context.result),
            failure: null,
          })),
        },
        BREAK: {
          guard: "notBroken",
          target: ".editing",
          actions: assign({ broken: true, failure: null }),
        },
        FIX: {
          guard: "broken",
          target: ".editing",
          actions: assign({ broken: false, failure: null }),
        },
        // A run needs no description: it saves nothing.
        RUN: {
          target: "#reportBuilderModel.running",
          actions: assign({ checked: afterRun, failure: null }),
        },
        SAVE: [
          {
            guard: "broken",
            target: ".editing",
            actions: assign({ checked: "save", failure: "fields" }),
          },
          {
            guard: "changed",
            target: "#reportBuilderModel.saving",
            actions: assign({ checked: "save", failure: null }),
          },
        ],
      },
      states: { editing: {}, result: {}, runFailed: {}, saved: {}, saveFailed: {} },
    },
    running: {
      on: {
        // A run never saves: a changed definition stays changed.
        RUN_DONE: { target: "ready.result", actions: assign({ result: "fresh" }) },
        RUN_REFUSED: { target: "ready.runFailed", actions: assign({ failure: "runRefused" }) },
        RUN_FAILS: { target: "ready.runFailed", actions: assign({ failure: "retry" }) },
        CANCEL: "ready.editing",
        CHANGE: {
          target: "ready.editing",
          actions: assign(({ context }) => ({
            changed: !context.changed,
            result: flip(context.result),
          })),
        },
        BREAK: { guard: "notBroken", target: "ready.editing", actions: assign({ broken: true }) },
      },
    },
    saving: {
      on: {
        SAVED: { target: "ready.saved", actions: assign({ changed: false }) },
        SAVE_REFUSED: { target: "ready.saveFailed", actions: assign({ failure: "saveRefused" }) },
        SAVE_FAILS: { target: "ready.saveFailed", actions: assign({ failure: "retry" }) },
      },
    },
  },
});

export const REPORT_BUILDER_MODEL_EVENTS: readonly ReportBuilderModelEvent[] = [
  "LOADED",
  "LOAD_FAILS",
  "RETRY",
  "CHANGE",
  "BREAK",
  "FIX",
  "RUN",
  "RUN_DONE",
  "RUN_REFUSED",
  "RUN_FAILS",
  "CANCEL",
  "SAVE",
  "SAVED",
  "SAVE_REFUSED",
  "SAVE_FAILS",
].map((type) => ({ type }) as ReportBuilderModelEvent);

export function reportBuilderTestModel() {
  return createTestModel(reportBuilderModel, { events: [...REPORT_BUILDER_MODEL_EVENTS] });
}

export function reportBuilderModelPaths() {
  return reportBuilderTestModel().getShortestPaths();
}
