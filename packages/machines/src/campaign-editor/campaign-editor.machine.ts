import { assertEvent, assign, fromPromise, setup } from "xstate";
import {
  CAMPAIGN_EDITOR_SLOW_SAVE_MS,
  type CampaignEditorContext,
  type CampaignEditorEvent,
  type CampaignEditorInput,
  type EditorValues,
  type SaveInput,
  type SaveOutcome,
} from "./campaign-editor.types";

const reject = (name: string) => () =>
  Promise.reject(new Error(`campaignEditor: provide the "${name}" actor (machine.provide)`));

/** Whether two value sets are the same (values are JSON data built in the same key order). */
export function sameValues(a: EditorValues, b: EditorValues): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * One sub-page of the campaign editor (`/campaign/{id}/edit/{page}`, issue 19): loading →
 * pristine ⇄ dirty → saving ("still saving" after `CAMPAIGN_EDITOR_SLOW_SAVE_MS`) → saved, or
 * failed (problems by field, or why) with every typed value kept. Leaving while there are unsaved
 * values asks first (confirmingLeave: stay, or discard and go); a pristine or saved page is left
 * at once. A save is never aborted. Without `canEdit` nothing can be typed or saved.
 */
export const campaignEditorMachine = setup({
  types: {} as {
    context: CampaignEditorContext;
    events: CampaignEditorEvent;
    input: CampaignEditorInput;
  },
  actors: {
    load: fromPromise<EditorValues>(reject("load")),
    save: fromPromise<SaveOutcome, SaveInput>(reject("save")),
  },
  delays: { slowSave: CAMPAIGN_EDITOR_SLOW_SAVE_MS },
  guards: {
    canEdit: ({ context }) => context.canEdit,
    backToStored: ({ context, event }) => {
      assertEvent(event, "editor.change");
      return sameValues({ ...context.values, [event.field]: event.value }, context.original);
    },
    unchanged: ({ context }) => sameValues(context.values, context.original),
    saved: (_, params: { outcome: SaveOutcome }) => params.outcome.ok,
  },
  actions: {
    store: assign((_, params: { values: EditorValues }) => ({
      original: params.values,
      values: params.values,
      problems: {},
      failure: null,
    })),
    change: assign(({ context, event }) => {
      assertEvent(event, "editor.change");
      const problems = Object.fromEntries(
        Object.entries(context.problems).filter(([field]) => field !== event.field),
      );
      return { values: { ...context.values, [event.field]: event.value }, problems };
    }),
    discard: assign(({ context }) => ({ values: context.original, problems: {}, failure: null })),
    startSaving: assign({ slow: false, failure: null }),
    markSlow: assign({ slow: true }),
    saved: assign(({ context }, params: { outcome: SaveOutcome }) =>
      params.outcome.ok
        ? {
            original: params.outcome.values,
            values: params.outcome.values,
            problems: {},
            failure: null,
            slow: false,
            saves: context.saves + 1,
          }
        : {},
    ),
    refused: assign((_, params: { outcome: SaveOutcome }) =>
      params.outcome.ok
        ? {}
        : {
            problems: Object.fromEntries(
              params.outcome.problems.map((problem) => [problem.field, problem.code]),
            ),
            failure: params.outcome.failure,
            slow: false,
          },
    ),
    failed: assign({ failure: { kind: "retry", status: undefined }, problems: {}, slow: false }),
  },
}).createMachine({
  id: "campaignEditor",
  context: ({ input }) => ({
    canEdit: input.canEdit,
    original: {},
    values: {},
    problems: {},
    failure: null,
    slow: false,
    saves: 0,
  }),
  initial: "loading",
  states: {
    loading: {
      invoke: {
        src: "load",
        onDone: {
          target: "pristine",
          actions: { type: "store", params: ({ event }) => ({ values: event.output }) },
        },
        onError: { target: "loadFailed" },
      },
    },
    loadFailed: {
      on: { "editor.retry": { target: "loading" } },
    },
    pristine: {
      on: {
        "editor.change": [
          { guard: "backToStored", target: "pristine", actions: "change" },
          { guard: "canEdit", target: "dirty", actions: "change" },
        ],
        "editor.leave": { target: "left" },
      },
    },
    dirty: {
      on: {
        "editor.change": [
          { guard: "backToStored", target: "pristine", actions: "change" },
          { target: "dirty", actions: "change" },
        ],
        "editor.save": { target: "saving" },
        "editor.discard": { target: "pristine", actions: "discard" },
        "editor.leave": { target: "confirmingLeave" },
      },
    },
    saving: {
      entry: "startSaving",
      after: { slowSave: { actions: "markSlow" } },
      invoke: {
        src: "save",
        input: ({ context }) => ({ values: context.values, original: context.original }),
        onDone: [
          {
            guard: { type: "saved", params: ({ event }) => ({ outcome: event.output }) },
            target: "saved",
            actions: { type: "saved", params: ({ event }) => ({ outcome: event.output }) },
          },
          {
            target: "failed",
            actions: { type: "refused", params: ({ event }) => ({ outcome: event.output }) },
          },
        ],
        onError: { target: "failed", actions: "failed" },
      },
    },
    saved: {
      on: {
        "editor.change": [
          { guard: "backToStored", target: "saved", actions: "change" },
          { target: "dirty", actions: "change" },
        ],
        "editor.leave": { target: "left" },
      },
    },
    failed: {
      on: {
        "editor.change": { target: "failed", actions: "change" },
        "editor.save": { target: "saving" },
        "editor.discard": { target: "pristine", actions: "discard" },
        "editor.leave": [{ guard: "unchanged", target: "left" }, { target: "confirmingLeave" }],
      },
    },
    confirmingLeave: {
      on: {
        "editor.stay": { target: "dirty" },
        "editor.discard": { target: "left", actions: "discard" },
      },
    },
    left: { type: "final" },
  },
});
