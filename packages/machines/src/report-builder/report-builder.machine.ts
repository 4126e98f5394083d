import { and, assertEvent, assign, fromPromise, setup } from "xstate";
import { draftProblemMap, reportKey, runProblems, sameDraft } from "./report-builder.rules";
import type {
  LoadReportInput,
  ReportBuilderContext,
  ReportBuilderEvent,
  ReportBuilderInput,
  ReportChecked,
  ReportDraft,
  ReportRunOutcome,
  ReportSaveOutcome,
  RunReportInput,
  SaveReportInput,
} from "./report-builder.types";

const reject = (name: string) => () =>
  Promise.reject(new Error(`reportBuilder: provide the "${name}" actor (machine.provide)`));

type Refused = Extract<ReportSaveOutcome | ReportRunOutcome, { ok: false }>;

/** A save shows every problem from then on; a run only the query's (unless a save was tried). */
const checkedAfter = (checked: ReportChecked, tried: "run" | "save"): ReportChecked =>
  tried === "save" || checked === "save" ? "save" : "run";

/**
 * The custom report builder (`/report/new`, `/report/{id}`, issue 21): loading → ready, where
 * the operator edits the definition (dimensions, measures, conditions) and the run's filter; a
 * run or a save first checks the SDK's rule (problems shown, nothing sent), then `running` →
 * result | run failed, or `saving` → saved | save failed, the definition kept through every
 * failure. A run never saves (decision 0058): it needs no description, and a new or changed
 * definition runs unsaved. The last result stays while the definition changes (the view says it is stale); an
 * edit or a cancel during a run abandons it (its late answer is never applied). A save is never
 * abandoned. Without `canEdit` only the filter changes; without `canRun` nothing runs.
 */
export const reportBuilderMachine = setup({
  types: {} as {
    context: ReportBuilderContext;
    events: ReportBuilderEvent;
    input: ReportBuilderInput;
  },
  actors: {
    load: fromPromise<ReportDraft, LoadReportInput>(reject("load")),
    save: fromPromise<ReportSaveOutcome, SaveReportInput>(reject("save")),
    run: fromPromise<ReportRunOutcome, RunReportInput>(reject("run")),
  },
  guards: {
    isNew: ({ context }) => context.id === null,
    canEdit: ({ context }) => context.canEdit,
    canRun: ({ context }) => context.canRun,
    invalid: ({ context }) => Object.keys(draftProblemMap(context.draft)).length > 0,
    invalidQuery: ({ context }) => runProblems(context.draft).length > 0,
    changed: ({ context }) => context.id === null || !sameDraft(context.draft, context.original),
    answered: (_, params: { outcome: ReportSaveOutcome | ReportRunOutcome }) => params.outcome.ok,
  },
  actions: {
    store: assign((_, params: { draft: ReportDraft }) => ({
      original: params.draft,
      draft: params.draft,
      problems: draftProblemMap(params.draft),
      failure: null,
    })),
    edit: assign(({ event }) => {
      assertEvent(event, "report.edit");
      return { draft: event.draft, problems: draftProblemMap(event.draft), failure: null };
    }),
    filter: assign(({ event }) => {
      assertEvent(event, "report.filter");
      return { filters: event.filters, failure: null };
    }),
    refuseInvalid: assign(({ context }, params: { tried: "run" | "save" }) => ({
      problems: draftProblemMap(context.draft),
      checked: checkedAfter(context.checked, params.tried),
      failure: { kind: "fields" as const, status: undefined },
    })),
    // A new call decides again: the last refusal's problems go until it answers.
    start: assign(({ context }, params: { tried: "run" | "save" }) => ({
      problems: draftProblemMap(context.draft),
      checked: checkedAfter(context.checked, params.tried),
      failure: null,
    })),
    ran: assign(({ context }, params: { outcome: ReportRunOutcome }) =>
      params.outcome.ok
        ? { result: params.outcome.result, resultFor: reportKey(context.draft, context.filters) }
        : {},
    ),
    saved: assign(({ context }, params: { outcome: ReportSaveOutcome }) =>
      params.outcome.ok
        ? {
            id: params.outcome.id,
            original: params.outcome.draft,
            draft: params.outcome.draft,
            problems: draftProblemMap(params.outcome.draft),
            saves: context.saves + 1,
          }
        : {},
    ),
    refused: assign(({ context }, params: { outcome: ReportSaveOutcome | ReportRunOutcome }) => {
      const outcome = params.outcome as Refused;
      return {
        problems: {
          ...draftProblemMap(context.draft),
          ...Object.fromEntries(outcome.problems.map((problem) => [problem.field, problem.code])),
        },
        failure: outcome.failure,
      };
    }),
    failed: assign({ failure: { kind: "retry", status: undefined } }),
  },
}).createMachine({
  id: "reportBuilder",
  context: ({ input }) => ({
    id: input.id,
    canEdit: input.canEdit,
    canRun: input.canRun,
    original: null,
    draft: input.draft,
    filters: input.filters ?? {},
    problems: draftProblemMap(input.draft),
    checked: "none",
    failure: null,
    result: null,
    resultFor: null,
    saves: 0,
  }),
  initial: "loading",
  states: {
    loading: {
      // A new report has nothing to load.
      always: { guard: "isNew", target: "ready" },
      invoke: {
        src: "load",
        input: ({ context }) => ({ id: context.id ?? "" }),
        onDone: {
          target: "ready",
          actions: { type: "store", params: ({ event }) => ({ draft: event.output }) },
        },
        onError: { target: "loadFailed" },
      },
    },
    loadFailed: {
      on: { "report.retry": { target: "loading" } },
    },
    ready: {
      initial: "editing",
      on: {
        "report.edit": { guard: "canEdit", target: ".editing", actions: "edit" },
        "report.filter": { target: ".editing", actions: "filter" },
        "report.run": [
          {
            guard: and(["canRun", "invalidQuery"]),
            target: ".editing",
            actions: { type: "refuseInvalid", params: { tried: "run" } },
          },
          {
            guard: "canRun",
            target: "running",
            actions: { type: "start", params: { tried: "run" } },
          },
        ],
        "report.save": [
          {
            guard: and(["canEdit", "changed", "invalid"]),
            target: ".editing",
            actions: { type: "refuseInvalid", params: { tried: "save" } },
          },
          {
            guard: and(["canEdit", "changed"]),
            target: "saving",
            actions: { type: "start", params: { tried: "save" } },
          },
        ],
      },
      states: {
        editing: {},
        result: {},
        runFailed: {},
        saved: {},
        saveFailed: {},
      },
    },
    running: {
      invoke: {
        src: "run",
        input: ({ context }) => ({
          id: context.id,
          draft: context.draft,
          saved: context.id !== null && sameDraft(context.draft, context.original),
          filters: context.filters,
        }),
        onDone: [
          {
            guard: { type: "answered", params: ({ event }) => ({ outcome: event.output }) },
            target: "ready.result",
            actions: { type: "ran", params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: "ready.runFailed",
            actions: { type: "refused", params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: { target: "ready.runFailed", actions: "failed" },
      },
      on: {
        "report.cancel": { target: "ready.editing" },
        "report.edit": { guard: "canEdit", target: "ready.editing", actions: "edit" },
        "report.filter": { target: "ready.editing", actions: "filter" },
      },
    },
    saving: {
      invoke: {
        src: "save",
        input: ({ context }) => ({ id: context.id, draft: context.draft }),
        onDone: [
          {
            guard: { type: "answered", params: ({ event }) => ({ outcome: event.output }) },
            target: "ready.saved",
            actions: { type: "saved", params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: "ready.saveFailed",
            actions: { type: "refused", params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: { target: "ready.saveFailed", actions: "failed" },
      },
    },
  },
});
